import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, icsUtcTime } from '../../src/ui/schedule/ics-export';

/** The term's timetable as an RFC 5545 calendar (src/ui/schedule/ics-export.ts). */
const event = {
  uid: 'cour-1-42@lectern.example',
  summary: 'Linear Algebra',
  location: 'Building A, Room 101',
  description: 'Class 2; Teacher Wang\nBring a calculator',
  begin: new Date('2026-09-07T00:00:00Z'),
  end: new Date('2026-09-07T01:40:00Z'),
};
const stamp = new Date('2026-11-24T08:30:15.123Z');

/** The logical lines: unfolded (RFC 5545 §3.1), split on CRLF. */
const logicalLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('iCalendar export', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes times in UTC with a Z', () => {
    expect(icsUtcTime(new Date('2026-09-07T08:05:09.500Z'))).toBe('20260907T080509Z');
  });

  it('builds a calendar with one event per lesson, CRLF line ends and a closing CRLF', () => {
    const ics = buildIcs({ name: '2026-2027 Autumn', events: [event, { ...event, uid: 'cour-1-43@lectern.example' }], stamp });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = logicalLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:cour-1-42@lectern.example', 'UID:cour-1-43@lectern.example']);
    expect(lines).toContain('DTSTART:20260907T000000Z');
    expect(lines).toContain('DTEND:20260907T014000Z');
    expect(lines).toContain('DTSTAMP:20261124T083015Z');
    expect(lines).toContain('LOCATION:Building A\\, Room 101');
    expect(lines).toContain('DESCRIPTION:Class 2\\; Teacher Wang\\nBring a calculator');
  });

  it('folds lines longer than 75 octets, counting UTF-8 bytes and never splitting a character', () => {
    const long = `SUMMARY:${'线性代数与解析几何'.repeat(6)}`;
    const folded = foldIcsLine(long);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const ascii = `DESCRIPTION:${'x'.repeat(100)}`;
    expect(foldIcsLine(ascii).split('\r\n')[0]).toHaveLength(75);
  });

  it('names the file after the term', () => {
    expect(icsFileName('2026-2027 Autumn')).toBe('2026-2027-Autumn.ics');
    expect(icsFileName('2026-2027学年 秋季')).toBe('2026-2027学年-秋季.ics');
    expect(icsFileName('///')).toBe('timetable.ics');
  });
});
