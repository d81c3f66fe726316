import { describe, expect, it } from 'vitest';
import { csvField, csvText, percentCell } from '../../server/reports/csv';
import { minutesPlayed } from '../../server/reports/watch-minutes';

/**
 * The heat map's minute counting and the CSV exports' fields (docs/admin.md "Reports (server)"):
 * the rules a report reader relies on, checked without a server.
 */
const t0 = new Date('2026-03-02T08:00:00Z');
const after = (s: number) => new Date(t0.getTime() + s * 1000);

describe('minutesPlayed', () => {
  it('counts a minute once its middle is passed, so frequent saves count it once', () => {
    const steps = [0, 15, 30, 45, 60, 75, 90];
    const counted = steps.slice(1).map((to, i) => minutesPlayed({ positionS: steps[i]!, savedAt: t0 }, to, after(15), 600));
    expect(counted).toEqual([null, { from: 0, to: 0 }, null, null, null, { from: 1, to: 1 }]);
  });

  it('counts from the start on a first save, and every minute of a long step the wall time allows', () => {
    expect(minutesPlayed(null, 45, t0, 600)).toEqual({ from: 0, to: 0 });
    // 300 s played in 150 s at 2×.
    expect(minutesPlayed({ positionS: 100, savedAt: t0 }, 400, after(150), 600)).toEqual({ from: 2, to: 6 });
  });

  it('counts nothing for a seek: backwards, or further than the elapsed time allows', () => {
    expect(minutesPlayed({ positionS: 300, savedAt: t0 }, 100, after(15), 600)).toBeNull();
    expect(minutesPlayed({ positionS: 100, savedAt: t0 }, 400, after(60), 600)).toBeNull();
    // After a long pause the step is still bounded by the longest save interval (600 s at 2×).
    expect(minutesPlayed({ positionS: 0, savedAt: t0 }, 1300, after(86_400), 3600)).toBeNull();
  });

  it("counts a recording's last minute, shorter than half a minute, at the end", () => {
    expect(minutesPlayed({ positionS: 50, savedAt: t0 }, 70, after(15), 70)).toEqual({ from: 1, to: 1 });
    expect(minutesPlayed(null, 40, t0, 40)).toEqual({ from: 0, to: 0 });
    expect(minutesPlayed(null, 20, t0, 40)).toBeNull();
  });
});

describe('CSV fields', () => {
  it('quotes commas, quotes, line breaks and outer spaces, and defuses formulas', () => {
    expect(csvField('张三')).toBe('张三');
    expect(csvField('O"Brien, Pat')).toBe('"O""Brien, Pat"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-3')).toBe("'-3");
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });

  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(csvText(['a', 'b'], [[1, '张三']])).toBe('\uFEFFa,b\r\n1,张三\r\n');
    expect(percentCell(1 / 3)).toBe('33.3');
    expect(percentCell(1)).toBe('100.0');
  });
});
