import { secondsOf, type NoteDocument } from '../../src/schemas/notes';
import type { LessonTextPiece } from './lesson-text-index';

/**
 * A note as the search inside lessons finds it (docs/search.md "Inside lessons"): its title, each
 * paragraph and code block, and each time card's remark, one piece each, at the moment of the
 * time card they follow (a time card's remark at its own moment; before any card, the start).
 */
export function notePassages(title: string, content: NoteDocument): LessonTextPiece[] {
  let atMs = 0;
  const pieces: LessonTextPiece[] = [];
  const add = (text: string) => {
    if (text.trim() !== '') pieces.push({ startMs: atMs, endMs: atMs, text });
  };
  const firstCard = content.find((block) => block.type === 'mark-time-card');
  const titleAt = firstCard === undefined ? 0 : (secondsOf(firstCard.timeString) ?? 0) * 1000;
  if (title.trim() !== '') pieces.push({ startMs: titleAt, endMs: titleAt, text: title });
  for (const block of content) {
    if (block.type === 'mark-time-card') {
      atMs = (secondsOf(block.timeString) ?? 0) * 1000;
      add(block.content);
    } else if (block.type === 'paragraph' || block.type === 'code-block') add(block.children.map((run) => run.text).join(''));
  }
  return pieces;
}
