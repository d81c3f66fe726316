import { describe, expect, it } from 'vitest';
import { firstColumn } from '../../server/admin/csv-column';

/** The CSV import's reader (docs/admin.md "Enrolment"): the first column, rows numbered as a spreadsheet shows them. */
describe('firstColumn', () => {
  it('reads the first column of each record, trimmed, whatever the line ends and the byte order mark', () => {
    expect(firstColumn('\uFEFFusername,name\r\nstudent01 , Chen\rstudent02\nstudent03')).toEqual([
      { row: 1, value: 'username' },
      { row: 2, value: 'student01' },
      { row: 3, value: 'student02' },
      { row: 4, value: 'student03' },
    ]);
  });

  it('keeps quoted commas, quotes and line breaks inside their field and record', () => {
    expect(firstColumn('"a,b","x\ny"\n"say ""hi"""\n"multi\nline",z\nlast')).toEqual([
      { row: 1, value: 'a,b' },
      { row: 2, value: 'say "hi"' },
      { row: 3, value: 'multi\nline' },
      { row: 4, value: 'last' },
    ]);
  });

  it('keeps blank rows between students and drops those at the end', () => {
    expect(firstColumn('a\n\n,name only\nb\n\n , \n')).toEqual([
      { row: 1, value: 'a' },
      { row: 2, value: '' },
      { row: 3, value: '' },
      { row: 4, value: 'b' },
    ]);
    expect(firstColumn('')).toEqual([]);
    expect(firstColumn('\uFEFF\r\n\r\n')).toEqual([]);
  });
});
