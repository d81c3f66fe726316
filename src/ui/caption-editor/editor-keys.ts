import type { MessageKey } from '../i18n/messages-en';
import type { CueTimeField } from './cue-draft';

/**
 * The caption editor's keyboard shortcuts (docs/captions.md "The editor"): with Alt, inside a
 * caption's row, they act on that caption; Ctrl+S (⌘S) saves from anywhere on the page. Plain
 * keys are left to the fields (a caption's text may hold line breaks). `code` names the bracket
 * keys, so they work on keyboards where Alt makes them another character.
 */

export type EditorKeyAction =
  | { kind: 'addAfter' }
  | { kind: 'remove' }
  | { kind: 'moveRow'; by: -1 | 1 }
  | { kind: 'setNow'; field: CueTimeField }
  | { kind: 'playRow' }
  | { kind: 'save' };

export type KeyPress = { key: string; code: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

/** What a key press in the editor asks for, or null to leave it to the field. */
export function editorKeyAction({ key, code, altKey, ctrlKey, metaKey, shiftKey }: KeyPress): EditorKeyAction | null {
  if ((ctrlKey || metaKey) && !altKey && !shiftKey && key.toLowerCase() === 's') return { kind: 'save' };
  if (!altKey || ctrlKey || metaKey || shiftKey) return null;
  if (key === 'Enter') return { kind: 'addAfter' };
  if (key === 'Delete') return { kind: 'remove' };
  if (key === 'ArrowUp') return { kind: 'moveRow', by: -1 };
  if (key === 'ArrowDown') return { kind: 'moveRow', by: 1 };
  if (code === 'BracketLeft') return { kind: 'setNow', field: 'startS' };
  if (code === 'BracketRight') return { kind: 'setNow', field: 'endS' };
  if (code === 'KeyP') return { kind: 'playRow' };
  return null;
}

/** How far an arrow key moves a time in a time field: a tenth of a second, a second with Shift. */
export function nudgeOf({ key, altKey, ctrlKey, metaKey, shiftKey }: KeyPress, stepS: number): number | null {
  if (altKey || ctrlKey || metaKey || (key !== 'ArrowUp' && key !== 'ArrowDown')) return null;
  const step = shiftKey ? 1 : stepS;
  return key === 'ArrowUp' ? step : -step;
}

/** The shortcuts as the page lists them: each way to press one (keys held together), and what it does. */
export const EDITOR_SHORTCUTS: ReadonlyArray<{ presses: ReadonlyArray<readonly string[]>; what: MessageKey }> = [
  { presses: [['Tab'], ['Shift', 'Tab']], what: 'captionEditor.key.tab' },
  {
    presses: [
      ['Alt', '↓'],
      ['Alt', '↑'],
    ],
    what: 'captionEditor.key.move',
  },
  { presses: [['↑'], ['↓']], what: 'captionEditor.key.nudge' },
  {
    presses: [
      ['Shift', '↑'],
      ['Shift', '↓'],
    ],
    what: 'captionEditor.key.nudgeSecond',
  },
  { presses: [['Alt', '[']], what: 'captionEditor.key.startNow' },
  { presses: [['Alt', ']']], what: 'captionEditor.key.endNow' },
  { presses: [['Alt', 'P']], what: 'captionEditor.key.play' },
  { presses: [['Alt', 'Enter']], what: 'captionEditor.key.add' },
  { presses: [['Alt', 'Delete']], what: 'captionEditor.key.remove' },
  {
    presses: [
      ['Ctrl', 'S'],
      ['⌘', 'S'],
    ],
    what: 'captionEditor.key.save',
  },
];
