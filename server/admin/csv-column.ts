/**
 * The first column of a CSV file (RFC 4180: comma-separated, fields optionally in double quotes
 * with "" for a quote, records ended by CRLF, LF or CR), as spreadsheets save it, with or
 * without a UTF-8 byte order mark. Only the first column is read: a file exported with more
 * columns (name, class…) imports as it is. Records are numbered from 1 as the spreadsheet shows
 * them, a quoted line break staying inside its record; empty records at the end of the file
 * (the last line break, or rows left blank below the list) are not rows.
 */
export type CsvCell = { row: number; value: string };

const BOM = '\uFEFF';

export function firstColumn(text: string): CsvCell[] {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const cells: { value: string; blank: boolean }[] = [];
  let field = '';
  let column = 0;
  let first = '';
  let blank = true;
  let quoted = false;
  const endField = () => {
    if (column === 0) first = field;
    if (field.trim() !== '') blank = false;
    field = '';
    column++;
  };
  const endRecord = () => {
    endField();
    cells.push({ value: first.trim(), blank });
    first = '';
    column = 0;
    blank = true;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
    } else field += char;
  }
  if (field !== '' || column > 0 || quoted) endRecord();
  while (cells.length > 0 && cells.at(-1)!.blank) cells.pop();
  return cells.map((cell, index) => ({ row: index + 1, value: cell.value }));
}
