/**
 * The timetable as an iCalendar file (RFC 5545), for a phone's calendar: one VEVENT per lesson,
 * times in UTC (…Z, no time-zone block needed), text escaped (§3.3.11), lines folded at 75 octets
 * (§3.1) and ended with CRLF. Pure: the caller passes the export time (DTSTAMP).
 * tests/unit/ics-export.test.ts.
 */

export type IcsEvent = {
  /** Unique and stable per lesson, so importing the term again updates instead of duplicating. */
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  begin: Date;
  end: Date;
};

export type IcsCalendar = { name: string; events: readonly IcsEvent[]; stamp: Date };

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping: backslash, semicolon, comma, and line breaks as \n. */
export const escapeIcsText = (value: string): string =>
  value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** 20260907T000000Z. */
export const icsUtcTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** Folds a content line into pieces of at most 75 octets, continuation lines starting with one space; never splits a character. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const char of line) {
    const charSize = octets(char);
    // The continuation's leading space counts towards its 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (size + charSize > limit) {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += char;
    size += charSize;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

export function buildIcs({ name, events, stamp }: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lectern//Timetable//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${icsUtcTime(stamp)}`,
      `DTSTART:${icsUtcTime(event.begin)}`,
      `DTEND:${icsUtcTime(event.end)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name from the term's name: letters, digits and dashes kept (any script), the rest one dash. */
export const icsFileName = (termName: string): string => {
  const base = termName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'timetable'}.ics`;
};
