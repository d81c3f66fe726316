import { Editor, Element, Path, Transforms } from 'slate';
import type { NoteBlock, NoteDocument } from '../../schemas/notes';
import { editedRemark, normalizeRemark, selectedTimeCard } from './time-card-rules';
import { timeStringOf } from './time-string';

/** What the editor can do to a note: marks, code blocks, time cards and pictures. */
export type TextMark = 'bold' | 'italic' | 'underline';

const emptyParagraph = (): NoteBlock => ({ type: 'paragraph', children: [{ text: '' }] });

export const blankNote = (): NoteDocument => [emptyParagraph()];

/** Time cards and pictures are void: Slate moves over them as a whole. */
export function withNoteElements(editor: Editor): Editor {
  const { isVoid } = editor;
  editor.isVoid = (element) => element.type === 'mark-time-card' || element.type === 'image' || isVoid(element);
  return editor;
}

export function isMarkActive(editor: Editor, mark: TextMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: TextMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const isCode = (node: unknown) => Element.isElement(node) && node.type === 'code-block';
const isParagraph = (node: unknown) => Element.isElement(node) && node.type === 'paragraph';

export function isCodeBlockActive(editor: Editor): boolean {
  return Editor.above(editor, { match: isCode }) !== undefined;
}

export function toggleCodeBlock(editor: Editor): void {
  const type = isCodeBlockActive(editor) ? 'paragraph' : 'code-block';
  Transforms.setNodes(
    editor,
    { type },
    { match: (node) => Element.isElement(node) && (node.type === 'paragraph' || node.type === 'code-block') },
  );
}

/**
 * Puts a void block (time card, picture) after the block holding the cursor, or at the end when
 * the editor has no cursor, and leaves the cursor on a paragraph below it to keep writing.
 */
function insertBlock(editor: Editor, block: NoteBlock): void {
  const here = editor.selection === null ? null : Editor.above(editor, { match: (node) => Element.isElement(node), mode: 'highest' });
  const at = here === undefined || here === null ? [editor.children.length] : Path.next(here[1]);
  const [blockAbove] = here ?? [];
  const replaceEmpty = blockAbove !== undefined && blockAbove.type === 'paragraph' && Editor.isEmpty(editor, blockAbove);
  Editor.withoutNormalizing(editor, () => {
    Transforms.insertNodes(editor, block, { at });
    if (replaceEmpty && here) Transforms.removeNodes(editor, { at: here[1] });
  });
  const inserted = replaceEmpty && here ? here[1] : at;
  const below = Path.next(inserted);
  if (!Editor.hasPath(editor, below) || !isParagraph(Editor.node(editor, below)[0])) {
    Transforms.insertNodes(editor, emptyParagraph(), { at: below });
  }
  Transforms.select(editor, Editor.start(editor, below));
}

export function insertTimeCard(editor: Editor, positionS: number, typedRemark: string): void {
  insertBlock(editor, {
    type: 'mark-time-card',
    timeString: timeStringOf(positionS),
    content: normalizeRemark(typedRemark),
    children: [{ text: '' }],
  });
}

/** Edits the selected card's remark; an empty remark leaves it as it was (SPEC §5). */
export function editTimeCardRemark(editor: Editor, typedRemark: string): void {
  const card = selectedTimeCard(editor);
  if (card === null) return;
  const [node, path] = card;
  const content = editedRemark(node.content, typedRemark);
  if (content !== node.content) Transforms.setNodes(editor, { content }, { at: path });
}

export function insertPicture(editor: Editor, imageId: string): void {
  insertBlock(editor, { type: 'image', imageId, children: [{ text: '' }] });
}
