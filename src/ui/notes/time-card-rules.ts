import { Editor, Element, Range, type NodeEntry } from 'slate';
import { TIME_CARD_REMARK_MAX } from '../../constants';
import type { TimeCard } from '../../schemas/notes';

/**
 * SPEC §5 "Time-point remark": at most 20 characters, trimmed; an empty remark is ignored on
 * edit. The menu is disabled when the selection is expanded, on a void element or in a code
 * block; Edit is enabled only when a time card is selected.
 */
export function normalizeRemark(typed: string): string {
  return [...typed.trim()].slice(0, TIME_CARD_REMARK_MAX).join('').trim();
}

/** The remark an edit leaves on the card: the new one, or the old one when the new is empty. */
export function editedRemark(previous: string, typed: string): string {
  const remark = normalizeRemark(typed);
  return remark === '' ? previous : remark;
}

const isCodeBlock = (node: unknown) => Element.isElement(node) && node.type === 'code-block';

/** The time card the selection is on, if any. */
export function selectedTimeCard(editor: Editor): NodeEntry<TimeCard> | null {
  if (editor.selection === null || Range.isExpanded(editor.selection)) return null;
  const [entry] = Editor.nodes<TimeCard>(editor, { match: (node) => Element.isElement(node) && node.type === 'mark-time-card' });
  return entry ?? null;
}

export type TimeCardMenu = { canMark: boolean; canEdit: boolean };

export function timeCardMenu(editor: Editor): TimeCardMenu {
  const { selection } = editor;
  if (selection === null) return { canMark: false, canEdit: false };
  const disabled =
    Range.isExpanded(selection) || Editor.void(editor) !== undefined || Editor.above(editor, { match: isCodeBlock }) !== undefined;
  return { canMark: !disabled, canEdit: selectedTimeCard(editor) !== null };
}
