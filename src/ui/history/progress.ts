/** Percent over which float noise (0.29 × 100 = 28.999…) is rounded away before cutting. */
const PRECISION_DIGITS = 6;
const PERCENT = 100;

/** Watch progress shown in the dropdown: the integer part of 100 × watchPercent (SPEC §9). */
export function progressPercent(watchPercent: number): number {
  if (!Number.isFinite(watchPercent)) return 0;
  return Math.trunc(Number((watchPercent * PERCENT).toFixed(PRECISION_DIGITS)));
}
