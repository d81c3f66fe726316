/**
 * A help article's body is a small Markdown: paragraphs separated by blank lines, **bold** runs
 * inside them (src/schemas/content.ts). Anything else stays plain text, never HTML.
 */
export type BodyRun = { text: string; bold: boolean };

export function helpParagraphs(body: string): BodyRun[][] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter((paragraph) => paragraph !== '')
    .map(boldRuns);
}

function boldRuns(paragraph: string): BodyRun[] {
  // Splitting on a capturing group keeps the bold texts at the odd positions.
  return paragraph
    .split(/\*\*(.+?)\*\*/)
    .map((text, i) => ({ text, bold: i % 2 === 1 }))
    .filter((run) => run.text !== '');
}
