import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import { TIME_CARD_REMARK_MAX } from '../../src/constants';
import { noteDocumentSchema } from '../../src/schemas/notes';
import { editTimeCardRemark, insertPicture, insertTimeCard, toggleCodeBlock, withNoteElements } from '../../src/ui/notes/note-commands';
import { editedRemark, normalizeRemark, timeCardMenu } from '../../src/ui/notes/time-card-rules';
import { secondsOf } from '../../src/schemas/notes';
import { timeStringOf } from '../../src/ui/notes/time-string';

/** SPEC §3 "Note time-card element" and §5 "Time-point remark", on a real (headless) Slate editor. */
function editorWith(children: Descendant[]): Editor {
  const editor = withNoteElements(createEditor());
  editor.children = children;
  return editor;
}

const paragraph = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });
const card = (timeString: string, content: string): Descendant => ({
  type: 'mark-time-card',
  timeString,
  content,
  children: [{ text: '' }],
});

describe('time strings', () => {
  it('are hh:mm:ss of whole seconds and read back', () => {
    expect(timeStringOf(0)).toBe('00:00:00');
    expect(timeStringOf(65.9)).toBe('00:01:05');
    expect(timeStringOf(3 * 3600 + 7)).toBe('03:00:07');
    expect(timeStringOf(-4)).toBe('00:00:00');
    expect(secondsOf('01:02:03')).toBe(3723);
    expect(secondsOf('1:2')).toBeNull();
    expect(secondsOf('00:61:00')).toBeNull();
  });
});

describe('remarks', () => {
  it(`are trimmed and cut to ${TIME_CARD_REMARK_MAX} characters, counting Chinese characters as one each`, () => {
    expect(normalizeRemark('   definition  ')).toBe('definition');
    expect(normalizeRemark('x'.repeat(25))).toBe('x'.repeat(TIME_CARD_REMARK_MAX));
    expect(normalizeRemark('特征值'.repeat(10))).toHaveLength(TIME_CARD_REMARK_MAX);
  });

  it('an empty remark is ignored on edit', () => {
    expect(editedRemark('definition', '   ')).toBe('definition');
    expect(editedRemark('definition', ' proof ')).toBe('proof');
  });
});

describe('the time-card menu', () => {
  it('is enabled on a collapsed cursor in text, with Edit disabled', () => {
    const editor = editorWith([paragraph('eigen')]);
    Transforms.select(editor, { path: [0, 0], offset: 2 });
    expect(timeCardMenu(editor)).toEqual({ canMark: true, canEdit: false });
  });

  it('is disabled without a cursor, on an expanded selection and in a code block', () => {
    const editor = editorWith([paragraph('eigen'), { type: 'code-block', children: [{ text: 'det(A)' }] }]);
    expect(timeCardMenu(editor)).toEqual({ canMark: false, canEdit: false });
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 3 } });
    expect(timeCardMenu(editor).canMark).toBe(false);
    Transforms.select(editor, { path: [1, 0], offset: 1 });
    expect(timeCardMenu(editor).canMark).toBe(false);
  });

  it('on a selected time card: Mark is disabled (void) and Edit enabled', () => {
    const editor = editorWith([paragraph('a'), card('00:00:05', 'start')]);
    Transforms.select(editor, { path: [1, 0], offset: 0 });
    expect(timeCardMenu(editor)).toEqual({ canMark: false, canEdit: true });
  });
});

describe('note commands', () => {
  it('insert a time card after the current block and keep a paragraph below to write on', () => {
    const editor = editorWith([paragraph('first'), paragraph('second')]);
    Transforms.select(editor, { path: [0, 0], offset: 5 });
    insertTimeCard(editor, 65, '  key idea  ');
    expect(editor.children).toEqual([paragraph('first'), card('00:01:05', 'key idea'), paragraph('second')]);
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
    expect(noteDocumentSchema.safeParse(editor.children).success).toBe(true);
  });

  it('replace the empty line the cursor is on, and add pictures at the end when there is no cursor', () => {
    const editor = editorWith([paragraph('notes'), paragraph('')]);
    Transforms.select(editor, { path: [1, 0], offset: 0 });
    insertTimeCard(editor, 3, '');
    expect(editor.children).toEqual([paragraph('notes'), card('00:00:03', ''), paragraph('')]);
    Transforms.deselect(editor);
    insertPicture(editor, 'img-1');
    expect(editor.children.slice(3)).toEqual([{ type: 'image', imageId: 'img-1', children: [{ text: '' }] }, paragraph('')]);
    expect(noteDocumentSchema.safeParse(editor.children).success).toBe(true);
  });

  it('edit the selected card’s remark, ignoring an empty one', () => {
    const editor = editorWith([card('00:00:05', 'start'), paragraph('')]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    editTimeCardRemark(editor, '   ');
    expect(editor.children[0]).toMatchObject({ content: 'start' });
    editTimeCardRemark(editor, ' the proof ');
    expect(editor.children[0]).toMatchObject({ content: 'the proof' });
  });

  it('toggle a paragraph into a code block and back', () => {
    const editor = editorWith([paragraph('det(A)')]);
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    toggleCodeBlock(editor);
    expect(editor.children[0]).toMatchObject({ type: 'code-block' });
    toggleCodeBlock(editor);
    expect(editor.children[0]).toMatchObject({ type: 'paragraph' });
    expect(Editor.string(editor, [0])).toBe('det(A)');
  });
});
