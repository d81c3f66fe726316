import { describe, expect, it } from 'vitest';
import { CAPTION_CUE_MAX_CHARS, CAPTION_MAX_CUES, CAPTION_MAX_SECONDS } from '../../src/schemas/captions';
import { ApiError } from '../../src/services/http/api-error';
import { captionFormatOf } from '../../src/ui/caption-editor/caption-file';
import {
  cuesOf,
  cuesAt,
  draftOf,
  editDraft,
  unparsedCues,
  CUE_NUDGE_S,
  NEW_CUE_S,
  NOTHING_UNPARSED,
  type CueDraft,
} from '../../src/ui/caption-editor/cue-draft';
import { checkCues, cuePlaceOf, hasCueProblems, saveRefusalOf } from '../../src/ui/caption-editor/cue-problems';
import { editorKeyAction, nudgeOf, type KeyPress } from '../../src/ui/caption-editor/editor-keys';
import { CUE_PAGE_SIZE, cuePageCount, pageOfCue } from '../../src/ui/caption-editor/use-cue-focus';

/**
 * The caption editor's own logic (docs/captions.md "The editor"): the edits a person makes to a
 * track's cues, what stops a save and where it is shown, the shortcuts, the pages of cues.
 */

const CUES = [
  { startS: 1, endS: 4.5, text: '今天讲傅里叶变换' },
  { startS: 5, endS: 9, text: 'the convolution theorem' },
  { startS: 10, endS: 12, text: 'questions' },
];

const row = (draft: CueDraft, index: number) => draft.cues[index]!;

describe('editing the cues', () => {
  it('changes one cue at a time and keeps the others as they were (same objects)', () => {
    const draft = draftOf(CUES);
    const edited = editDraft(draft, { kind: 'text', index: 1, text: 'the convolution theorem, again' });
    expect(edited).not.toBe(draft);
    expect(row(edited, 1).text).toBe('the convolution theorem, again');
    expect(row(edited, 0)).toBe(row(draft, 0));
    expect(row(edited, 2)).toBe(row(draft, 2));
    expect(cuesOf(draft)).toEqual(CUES);
  });

  it('sets a time to the millisecond, within what a track may hold', () => {
    const draft = draftOf(CUES);
    expect(row(editDraft(draft, { kind: 'time', index: 0, field: 'endS', seconds: 4.56789 }), 0).endS).toBe(4.568);
    expect(row(editDraft(draft, { kind: 'time', index: 0, field: 'startS', seconds: -3 }), 0).startS).toBe(0);
    expect(row(editDraft(draft, { kind: 'time', index: 0, field: 'endS', seconds: 1e9 }), 0).endS).toBe(CAPTION_MAX_SECONDS);
  });

  it('nudges a time by a tenth without drifting', () => {
    let draft = draftOf(CUES);
    for (let i = 0; i < 3; i += 1) draft = editDraft(draft, { kind: 'nudge', index: 1, field: 'endS', bySeconds: CUE_NUDGE_S });
    expect(row(draft, 1).endS).toBe(9.3);
    draft = editDraft(draft, { kind: 'nudge', index: 1, field: 'endS', bySeconds: -CUE_NUDGE_S });
    expect(row(draft, 1).endS).toBe(9.2);
  });

  it('keeps text typed into a time field that is not a time, until a time replaces it', () => {
    const typed = editDraft(draftOf(CUES), { kind: 'typed', index: 0, field: 'startS', text: '00:0x' });
    expect(row(typed, 0)).toMatchObject({ startS: 1, unparsed: { startS: '00:0x' } });
    const corrected = editDraft(typed, { kind: 'time', index: 0, field: 'startS', seconds: 2 });
    expect(row(corrected, 0)).toMatchObject({ startS: 2, unparsed: NOTHING_UNPARSED });
    expect(unparsedCues(typed)).toEqual([0]);
    expect(unparsedCues(corrected)).toEqual([]);
    const nudged = editDraft(typed, { kind: 'nudge', index: 0, field: 'startS', bySeconds: CUE_NUDGE_S });
    expect(row(nudged, 0)).toMatchObject({ startS: 1.1, unparsed: {} });
  });

  it('adds an empty cue after one, where it ends, never after the next begins, with a new key', () => {
    const draft = draftOf(CUES);
    const added = editDraft(draft, { kind: 'add', after: 0 });
    expect(cuesOf(added)).toEqual([CUES[0], { startS: 4.5, endS: 4.5 + NEW_CUE_S, text: '' }, CUES[1], CUES[2]]);
    expect(new Set(added.cues.map((cue) => cue.key)).size).toBe(4);
    // Overlapping with the next one: it begins where the next one does, to stay in time order.
    const overlapping = draftOf([
      { startS: 1, endS: 6, text: 'a' },
      { startS: 5, endS: 9, text: 'b' },
    ]);
    expect(row(editDraft(overlapping, { kind: 'add', after: 0 }), 1).startS).toBe(5);
    // The first of an empty track.
    expect(cuesOf(editDraft(draftOf([]), { kind: 'add', after: -1 }))).toEqual([{ startS: 0, endS: NEW_CUE_S, text: '' }]);
  });

  it('removes a cue', () => {
    const removed = editDraft(draftOf(CUES), { kind: 'remove', index: 1 });
    expect(cuesOf(removed)).toEqual([CUES[0], CUES[2]]);
    const draft = draftOf(CUES);
    expect(editDraft(draft, { kind: 'remove', index: 7 })).toBe(draft);
  });

  it('shows over the preview the cues on screen at a time, overlapping ones together', () => {
    const draft = draftOf([...CUES, { startS: 11, endS: 13, text: 'second speaker' }, { startS: 11.5, endS: 12, text: '  ' }]);
    expect(cuesAt(draft, 0.5)).toEqual([]);
    expect(cuesAt(draft, 1).map((cue) => cue.text)).toEqual(['今天讲傅里叶变换']);
    expect(cuesAt(draft, 4.5)).toEqual([]);
    expect(cuesAt(draft, 11.7).map((cue) => cue.text)).toEqual(['questions', 'second speaker']);
  });
});

describe('what stops a save', () => {
  it('finds nothing in good cues', () => {
    expect(hasCueProblems(checkCues(draftOf(CUES), 1, { schema: true }))).toBe(false);
  });

  it('places each problem at its row and field, the first in track order first', () => {
    let draft = draftOf(CUES);
    draft = editDraft(draft, { kind: 'text', index: 2, text: '   ' });
    draft = editDraft(draft, { kind: 'time', index: 1, field: 'endS', seconds: 4 });
    draft = editDraft(draft, { kind: 'time', index: 2, field: 'startS', seconds: 0.5 });
    const problems = checkCues(draft, 1, { schema: true });
    expect(problems.first).toEqual({ index: 1, field: 'endS' });
    expect(problems.rows.get(1)).toEqual({ endS: { key: 'captionEditor.problem.endOrder', params: {} } });
    expect(problems.rows.get(2)).toEqual({
      startS: { key: 'captionEditor.problem.startOrder', params: {} },
      text: { key: 'field.required', params: {} },
    });
    expect(problems.rows.has(0)).toBe(false);
    expect(problems.track).toBeNull();
  });

  it('says a cue is too long with the limit', () => {
    const draft = editDraft(draftOf(CUES), { kind: 'text', index: 0, text: '长'.repeat(CAPTION_CUE_MAX_CHARS + 1) });
    expect(checkCues(draft, 1, { schema: true }).rows.get(0)).toEqual({
      text: { key: 'field.tooLong', params: { max: CAPTION_CUE_MAX_CHARS } },
    });
  });

  it('speaks of the track as a whole when it has no cue or too many', () => {
    expect(checkCues(draftOf([]), 1, { schema: true })).toMatchObject({
      track: { key: 'captionEditor.problem.noCues' },
      first: null,
    });
    const many = draftOf(Array.from({ length: CAPTION_MAX_CUES + 1 }, (_, i) => ({ startS: i, endS: i + 0.5, text: `${i}` })));
    expect(checkCues(many, 1, { schema: true }).track).toEqual({ key: 'captionEditor.problem.tooMany', params: { max: CAPTION_MAX_CUES } });
  });

  it('always shows a time field whose text is not a time; the schema’s problems once a save was tried', () => {
    let draft = editDraft(draftOf(CUES), { kind: 'typed', index: 2, field: 'endS', text: '12:61' });
    draft = editDraft(draft, { kind: 'text', index: 0, text: '' });
    const before = checkCues(draft, 1, { schema: false });
    expect([...before.rows.keys()]).toEqual([2]);
    expect(before.rows.get(2)).toEqual({ endS: { key: 'captionEditor.problem.time', params: {} } });
    const tried = checkCues(draft, 1, { schema: true });
    expect(tried.first).toEqual({ index: 0, field: 'text' });
    expect(tried.rows.get(2)?.endS?.key).toBe('captionEditor.problem.time');
  });

  it('reads a field named as the save body names it', () => {
    expect(cuePlaceOf('cues.12.endS')).toEqual({ index: 12, field: 'endS' });
    expect(cuePlaceOf('cues.0.text')).toEqual({ index: 0, field: 'text' });
    expect(cuePlaceOf('cues')).toBeNull();
    expect(cuePlaceOf('revision')).toBeNull();
    expect(cuePlaceOf('cues.1.speaker')).toBeNull();
  });
});

describe('a refused save', () => {
  const refused = (status: number, result: unknown) =>
    new ApiError('response', 'refused', { status, code: status * 100, body: { result } });

  it('is a conflict when someone saved meanwhile: the editor offers to reload', () => {
    expect(saveRefusalOf(refused(409, { reason: 'captionTrackChanged', values: {} }))).toEqual({ kind: 'conflict' });
  });

  it('places a cue that ends after the recording at its end field, with the refusal’s sentence', () => {
    const answer = saveRefusalOf(
      refused(400, { reason: 'captionCueAfterEnd', values: { at: '00:44:59.000', duration: '00:45:00' }, field: 'cues.3.endS' }),
    );
    expect(answer.kind).toBe('placed');
    if (answer.kind !== 'placed') return;
    expect(answer.problems.first).toEqual({ index: 3, field: 'endS' });
    expect(answer.problems.rows.get(3)?.endS).toEqual({
      key: 'refusal.captionCueAfterEnd',
      params: { at: '00:44:59.000', duration: '00:45:00' },
    });
  });

  it('places the schema’s problems the server found as the editor’s own', () => {
    const answer = saveRefusalOf(
      refused(400, { reason: 'fieldsInvalid', values: {}, fields: [{ in: 'body', field: 'cues.1.startS', rule: 'order', values: {} }] }),
    );
    expect(answer).toMatchObject({ kind: 'placed', problems: { first: { index: 1, field: 'startS' } } });
  });

  it('is one sentence for anything else', () => {
    expect(saveRefusalOf(new ApiError('network', 'Failed to fetch'))).toEqual({ kind: 'other' });
    expect(saveRefusalOf(refused(404, { reason: 'notFound', values: {} }))).toEqual({ kind: 'other' });
  });
});

describe('the keyboard', () => {
  const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
    key,
    code: '',
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...more,
  });

  it.each([
    [press('Enter', { altKey: true }), { kind: 'addAfter' }],
    [press('Delete', { altKey: true }), { kind: 'remove' }],
    [press('ArrowDown', { altKey: true }), { kind: 'moveRow', by: 1 }],
    [press('ArrowUp', { altKey: true }), { kind: 'moveRow', by: -1 }],
    // Alt makes the brackets other characters on some keyboards: their keys are read.
    [press('“', { altKey: true, code: 'BracketLeft' }), { kind: 'setNow', field: 'startS' }],
    [press(']', { altKey: true, code: 'BracketRight' }), { kind: 'setNow', field: 'endS' }],
    [press('π', { altKey: true, code: 'KeyP' }), { kind: 'playRow' }],
    [press('s', { ctrlKey: true }), { kind: 'save' }],
    [press('S', { metaKey: true }), { kind: 'save' }],
  ])('maps %j', (event, action) => {
    expect(editorKeyAction(event)).toEqual(action);
  });

  it('leaves plain keys to the fields (a caption may hold line breaks)', () => {
    for (const event of [
      press('Enter'),
      press('Delete'),
      press('ArrowDown'),
      press('s'),
      press('Enter', { altKey: true, shiftKey: true }),
    ]) {
      expect(editorKeyAction(event), JSON.stringify(event)).toBeNull();
    }
  });

  it('nudges a time a tenth of a second, a second with Shift', () => {
    expect(nudgeOf(press('ArrowUp'), CUE_NUDGE_S)).toBe(CUE_NUDGE_S);
    expect(nudgeOf(press('ArrowDown'), CUE_NUDGE_S)).toBe(-CUE_NUDGE_S);
    expect(nudgeOf(press('ArrowUp', { shiftKey: true }), CUE_NUDGE_S)).toBe(1);
    expect(nudgeOf(press('ArrowUp', { altKey: true }), CUE_NUDGE_S)).toBeNull();
    expect(nudgeOf(press('ArrowLeft'), CUE_NUDGE_S)).toBeNull();
  });
});

describe('pages of cues', () => {
  it('shows CUE_PAGE_SIZE at a time', () => {
    expect(pageOfCue(0)).toBe(1);
    expect(pageOfCue(CUE_PAGE_SIZE - 1)).toBe(1);
    expect(pageOfCue(CUE_PAGE_SIZE)).toBe(2);
    expect(cuePageCount(0)).toBe(1);
    expect(cuePageCount(CUE_PAGE_SIZE)).toBe(1);
    expect(cuePageCount(CAPTION_MAX_CUES)).toBe(CAPTION_MAX_CUES / CUE_PAGE_SIZE);
  });
});

it('tells a caption file’s format by its name', () => {
  expect(captionFormatOf('lecture.srt')).toBe('srt');
  expect(captionFormatOf('week 9.zh.VTT')).toBe('vtt');
  expect(captionFormatOf('notes.txt')).toBeNull();
  expect(captionFormatOf('srt')).toBeNull();
});
