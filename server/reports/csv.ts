/**
 * CSV exports of the reports (docs/admin.md "Reports (server)"): RFC 4180 text with CRLF line
 * ends, preceded by a UTF-8 byte order mark so Excel reads Chinese names rather than guessing a
 * local code page. A field holding a comma, a quote, a line break or outer spaces is quoted (its
 * quotes doubled). A text field beginning with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe, so a spreadsheet shows it rather than running it as a formula.
 */
export type CsvCell = string | number | boolean | null;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvText = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** A share (0..1) as a percentage with one decimal, as the CSV shows it: 0.5 → 50.0. */
export const percentCell = (share: number): string => (Math.round(share * 1000) / 10).toFixed(1);
