import type { NoteBlock, NoteDocument, NoteText } from '../../schemas/notes';
import { secondsOf } from '../../schemas/notes';

/**
 * A note as Markdown (docs/notes.md "Export"): text with its marks, code blocks fenced, time
 * cards as a list whose times link to the player at that moment, pictures embedded as data
 * addresses so the file stands on its own (a picture that could not be read is named instead).
 */
export type MarkdownNote = { title: string; content: NoteDocument };

export type MarkdownContext = {
  /** The line under the title: class, lesson, date, author (already in the page's language). */
  subtitle: string;
  /** The player at this moment of the note's recording, or null when it has none. */
  momentUrl: (positionS: number) => string | null;
  /** A picture as a data address, or null when it could not be read. */
  picture: (imageId: string) => string | null;
  pictureLabel: string;
};

/** Characters that would start formatting anywhere in a line. */
const INLINE_SPECIALS = /[\\`*_[\]<>|~]/g;
/** A heading, quote or bullet mark, or a number followed by "." or ")", at the start of a line. */
const BLOCK_MARK = /^(\s*)([#>+=-]|\d+[.)])/;

/** The block mark of a line made literal: "\#", "\-", "1\." (a number alone starts nothing). */
const escapeLineStart = (line: string) =>
  line.replace(BLOCK_MARK, (_all, space: string, mark: string) => `${space}${mark.slice(0, -1)}\\${mark.slice(-1)}`);

export function escapeText(text: string): string {
  return text
    .split('\n')
    .map((line) => escapeLineStart(line.replace(INLINE_SPECIALS, '\\$&')))
    .join('  \n');
}

/** A run with its marks; spaces stay outside the markers, where CommonMark wants them. */
function runMarkdown(run: NoteText): string {
  if (run.text === '') return '';
  const [, lead = '', body = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(run.text) ?? [];
  if (body === '') return run.text;
  let out = run.code ? `\`${body.replace(/`/g, 'ˋ')}\`` : escapeText(body);
  if (run.underline) out = `<u>${out}</u>`;
  if (run.italic) out = `*${out}*`;
  if (run.bold) out = `**${out}**`;
  return `${lead}${out}${trail}`;
}

/** A fence longer than any run of backticks inside the code. */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longest + 1);
}

function blockMarkdown(block: NoteBlock, context: MarkdownContext): string {
  switch (block.type) {
    case 'paragraph':
      return block.children.map(runMarkdown).join('');
    case 'code-block': {
      const code = block.children.map((run) => run.text).join('');
      const fence = fenceFor(code);
      return `${fence}\n${code}\n${fence}`;
    }
    case 'mark-time-card': {
      const positionS = secondsOf(block.timeString);
      const url = positionS === null ? null : context.momentUrl(positionS);
      const time = url === null ? `**${block.timeString}**` : `[${block.timeString}](<${url}>)`;
      return `- ${time}${block.content === '' ? '' : ` ${escapeText(block.content)}`}`;
    }
    case 'image': {
      const address = context.picture(block.imageId);
      return address === null ? `*(${escapeText(context.pictureLabel)})*` : `![${escapeText(context.pictureLabel)}](${address})`;
    }
  }
}

/** One note: its title as a heading of `level`, the subtitle, then its blocks. */
export function noteToMarkdown(note: MarkdownNote, context: MarkdownContext, level = 1): string {
  const lines = [`${'#'.repeat(level)} ${escapeText(note.title)}`, '', `*${escapeText(context.subtitle)}*`];
  let previous: NoteBlock['type'] | null = null;
  for (const block of note.content) {
    const text = blockMarkdown(block, context);
    // Time cards in a row stay one list; everything else is its own paragraph.
    if (!(previous === 'mark-time-card' && block.type === 'mark-time-card')) lines.push('');
    if (text !== '' || block.type !== 'paragraph') lines.push(text);
    previous = block.type;
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** Several notes of one class under its name, in the order given. */
export function classNotesToMarkdown(className: string, notes: readonly { note: MarkdownNote; context: MarkdownContext }[]): string {
  return [`# ${escapeText(className)}`, '', ...notes.map(({ note, context }) => noteToMarkdown(note, context, 2))].join('\n');
}

/** A file name from a title: no path or reserved characters, never empty. */
export function markdownFileName(title: string): string {
  const cleaned = title
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${cleaned === '' ? 'note' : cleaned}.md`;
}
