import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLocalTime, localDayText, startOfLocalDay, startOfLocalWeek } from '../../server/local-day';

/**
 * The server's "day" (server/local-day.ts): the local calendar day of the server process, the
 * same for today, the live list's days, the history's groups and the demo timetable.
 */
const SERVER = resolve(import.meta.dirname, '../../server');
const originalZone = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};

beforeAll(() => inZone('Europe/Berlin'));
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe('the server day', () => {
  it('starts at local midnight and counts whole calendar days, even across a clock change', () => {
    const noon = new Date(2026, 2, 28, 12, 0);
    expect(startOfLocalDay(noon)).toEqual(new Date(2026, 2, 28));
    // Summer time starts in Berlin on 29 March 2026: that day has 23 hours, and is still one day.
    const changeDay = startOfLocalDay(noon, 1);
    const after = startOfLocalDay(noon, 2);
    expect(localDayText(changeDay)).toBe('2026-03-29');
    expect(localDayText(after)).toBe('2026-03-30');
    expect(after.getTime() - changeDay.getTime()).toBe(23 * 3_600_000);
    expect(localDayText(startOfLocalDay(noon, -28))).toBe('2026-02-28');
  });

  it('names the local date of an instant, never the UTC one', () => {
    inZone('Asia/Shanghai');
    const lateEveningUtc = new Date('2026-03-01T20:00:00Z');
    expect(localDayText(lateEveningUtc)).toBe('2026-03-02');
    expect(startOfLocalDay(lateEveningUtc).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    inZone('Europe/Berlin');
  });

  it('places a time of day and the week on the same calendar', () => {
    const sunday = new Date(2026, 2, 29, 22, 30);
    expect(startOfLocalWeek(sunday)).toEqual(new Date(2026, 2, 23));
    expect(startOfLocalWeek(new Date(2026, 2, 23, 0, 0))).toEqual(new Date(2026, 2, 23));
    expect(atLocalTime(sunday, 8, 55)).toEqual(new Date(2026, 2, 29, 8, 55));
  });

  it('is the only place in server/ that takes a date apart into calendar days', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const handWritten = files(SERVER)
      .filter((file) => relative(SERVER, file) !== 'local-day.ts')
      .filter((file) => /\.get(Date|Day|UTCDate|UTCDay)\(\)|\.set(Hours|Date|UTCHours)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SERVER, file));
    expect(handWritten).toEqual([]);
  });
});
