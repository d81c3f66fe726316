/**
 * The one "now" of the tests (issue 15): test servers start their clock there, the seed builds
 * its term, lessons and history around it, and browsers opened on a server start from it.
 * Default: the real time. `npm run test:dates` (scripts/test-dates.ts) sets it to fixed instants:
 *
 * - LECTERN_TEST_NOW: the server's clock (an ISO instant with its offset).
 * - LECTERN_TEST_SEEDED_AT: when the demo campus was seeded (default: LECTERN_TEST_NOW). A campus
 *   seeded weeks earlier reaches its term's last week, then the time after the term, as a real
 *   server started once and left running does; the server then re-anchors the live lessons on
 *   its clock as server/main.ts does at every start.
 */
function instant(name: string): Date | null {
  const text = process.env[name];
  if (!text) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`${name} must be an ISO instant such as 2026-03-02T00:05:00+08:00, not "${text}"`);
  return date;
}

/** Whether the tests run at a chosen instant rather than the real time. */
export const fixedTestNow = (): Date | null => instant('LECTERN_TEST_NOW');

export const testNow = (): Date => fixedTestNow() ?? new Date();

/**
 * Test servers share a campus seeded once per SEED_EVERY_MS (test-db.ts openSeededTestDatabase):
 * on the real clock, one seeded at the start of the current ten minutes, as a server started a
 * few minutes after its first start finds its campus. The ten minutes start on the hour, so a
 * campus day or week never begins between the seed and now. At a fixed instant, seeded there.
 */
const SEED_EVERY_MS = 10 * 60_000;

export const testSeededAt = (now: Date): Date =>
  instant('LECTERN_TEST_SEEDED_AT') ?? (fixedTestNow() ? now : new Date(Math.floor(now.getTime() / SEED_EVERY_MS) * SEED_EVERY_MS));
