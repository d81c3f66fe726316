import { CAPTION_MAX_SECONDS, type CaptionCueValue } from '../../schemas/captions';

/**
 * The cues of a track as the caption editor holds them while a person edits (docs/captions.md
 * "The editor"). Pure: every edit gives a new draft, so the page knows what changed since the
 * last save by identity, and a row that did not change keeps its object (and is not drawn again).
 */

/** A cue's two times, named as the save body names them (so a problem at `cues.3.endS` finds its field). */
export type CueTimeField = 'startS' | 'endS';

export type DraftCue = CaptionCueValue & {
  /** Stays with the cue while rows are added and removed around it (React's key). */
  key: number;
  /** What was typed into a time field that is not a time yet: shown until corrected, and it stops a save. */
  unparsed: Partial<Record<CueTimeField, string>>;
};

export type CueDraft = { cues: readonly DraftCue[]; nextKey: number };

/** The `unparsed` of every cue whose times read well: one object, so a check of 20,000 cues compares references. */
export const NOTHING_UNPARSED: DraftCue['unparsed'] = Object.freeze({});

/** The cues with a time field whose text is not a time, by index. */
export const unparsedCues = (draft: CueDraft): number[] =>
  draft.cues.flatMap((cue, index) => (cue.unparsed === NOTHING_UNPARSED ? [] : [index]));

/** One step of the arrow keys in a time field, in seconds. */
export const CUE_NUDGE_S = 0.1;
/** How long a cue added after another lasts at first, in seconds. */
export const NEW_CUE_S = 2;

export type CueEdit =
  | { kind: 'text'; index: number; text: string }
  /** A time typed (and read) or taken from the video. */
  | { kind: 'time'; index: number; field: CueTimeField; seconds: number }
  /** A time field's text that is not a time. */
  | { kind: 'typed'; index: number; field: CueTimeField; text: string }
  | { kind: 'nudge'; index: number; field: CueTimeField; bySeconds: number }
  /** A new empty cue after this one, starting where it ends. */
  | { kind: 'add'; after: number }
  | { kind: 'remove'; index: number };

export function draftOf(cues: readonly CaptionCueValue[]): CueDraft {
  return { cues: cues.map((cue, key) => ({ ...cue, key, unparsed: NOTHING_UNPARSED })), nextKey: cues.length };
}

/** The cues as the save sends them. */
export const cuesOf = (draft: CueDraft): CaptionCueValue[] => draft.cues.map(({ startS, endS, text }) => ({ startS, endS, text }));

/** Times are kept to the millisecond, within what a track may hold. */
const cueTime = (seconds: number) => Math.min(CAPTION_MAX_SECONDS, Math.max(0, Math.round(seconds * 1000) / 1000));

const withoutUnparsed = (unparsed: DraftCue['unparsed'], field: CueTimeField) => {
  const { [field]: _dropped, ...rest } = unparsed;
  return Object.keys(rest).length === 0 ? NOTHING_UNPARSED : rest;
};

function replaceCue(draft: CueDraft, index: number, change: (cue: DraftCue) => DraftCue): CueDraft {
  const cue = draft.cues[index];
  if (cue === undefined) return draft;
  const cues = draft.cues.slice();
  cues[index] = change(cue);
  return { ...draft, cues };
}

const setTime = (cue: DraftCue, field: CueTimeField, seconds: number): DraftCue => ({
  ...cue,
  [field]: cueTime(seconds),
  unparsed: withoutUnparsed(cue.unparsed, field),
});

/** Where a cue added after `index` begins: where that one ends, but never after the next one begins (time order). */
function addedCue(draft: CueDraft, after: number): DraftCue {
  const before = draft.cues[after];
  const next = draft.cues[after + 1];
  const startS = Math.min(before?.endS ?? 0, next?.startS ?? Number.POSITIVE_INFINITY);
  return { key: draft.nextKey, startS, endS: cueTime(startS + NEW_CUE_S), text: '', unparsed: NOTHING_UNPARSED };
}

export function editDraft(draft: CueDraft, edit: CueEdit): CueDraft {
  switch (edit.kind) {
    case 'text':
      return replaceCue(draft, edit.index, (cue) => ({ ...cue, text: edit.text }));
    case 'time':
      return replaceCue(draft, edit.index, (cue) => setTime(cue, edit.field, edit.seconds));
    case 'typed':
      return replaceCue(draft, edit.index, (cue) => ({ ...cue, unparsed: { ...cue.unparsed, [edit.field]: edit.text } }));
    case 'nudge':
      return replaceCue(draft, edit.index, (cue) => setTime(cue, edit.field, cue[edit.field] + edit.bySeconds));
    case 'add': {
      const cues = draft.cues.slice();
      cues.splice(edit.after + 1, 0, addedCue(draft, edit.after));
      return { cues, nextKey: draft.nextKey + 1 };
    }
    case 'remove':
      if (draft.cues[edit.index] === undefined) return draft;
      return { ...draft, cues: draft.cues.filter((_, index) => index !== edit.index) };
  }
}

/** The cue on screen at `seconds` of the recording (overlapping cues: each of them), for the preview. */
export const cuesAt = (draft: CueDraft, seconds: number): DraftCue[] =>
  draft.cues.filter((cue) => cue.startS <= seconds && seconds < cue.endS && cue.text.trim() !== '');
