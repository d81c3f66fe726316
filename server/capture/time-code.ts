/**
 * A machine-readable wall clock burnt into every live picture, so latency can be measured glass
 * to glass: a player reads it off the frame on screen and compares it with the moment the frame
 * is shown (scripts/bench/time-code.ts reads it). A row of square blocks on a black strip, the
 * most significant bit first (left): white is 1, black is 0. Square blocks on the 8 px grid
 * survive H.264 at the live bit rate; 24 bits of milliseconds wrap every 4.7 hours, which a
 * reader undoes against its own clock.
 */
export const TIME_CODE = {
  /** Bits of the code: milliseconds since the Unix epoch modulo 2^bits. */
  bits: 24,
  /** What one unit of the code is worth. */
  unitMs: 1,
  /** The live picture the strip is placed in (LIVE_RENDITION's size), px. */
  picture: { width: 640, height: 360 },
  /** Side of one block, px. */
  block: 8,
  /** Top left of the first (most significant) block, px: the strip sits bottom right. */
  left: 432,
  top: 336,
  /** Width of the black border around the blocks, px. */
  margin: 8,
} as const;

/** The picture rectangle the strip covers, border included. */
export const timeCodeStrip = () => ({
  x: TIME_CODE.left - TIME_CODE.margin,
  y: TIME_CODE.top - TIME_CODE.margin,
  width: TIME_CODE.bits * TIME_CODE.block + 2 * TIME_CODE.margin,
  height: TIME_CODE.block + 2 * TIME_CODE.margin,
});

/**
 * Filters that draw the code of the moment each frame passes through them. The frame time is
 * swapped for the wall clock (RTCTIME, µs) so each block's `enable` expression can read it as
 * `t`, then the usual frame times (frame number at the source's rate) are put back, so the
 * encoder sees the same timestamps as without the code. One drawbox per bit: each touches only
 * its 8×8 block, which keeps three encodes at once cheap.
 */
export function timeCodeFilters(fps: number): string {
  const strip = timeCodeStrip();
  const blocks = Array.from({ length: TIME_CODE.bits }, (_, i) => {
    const weight = 2 ** (TIME_CODE.bits - 1 - i);
    const x = TIME_CODE.left + i * TIME_CODE.block;
    // Bit set when (ms mod 2·weight) ≥ weight; t is in seconds.
    const on = `gte(mod(t*${1000 / TIME_CODE.unitMs}\\,${2 * weight})\\,${weight})`;
    return `drawbox=x=${x}:y=${TIME_CODE.top}:w=${TIME_CODE.block}:h=${TIME_CODE.block}:color=white:t=fill:enable='${on}'`;
  });
  return [
    'settb=1/1000000',
    'setpts=RTCTIME',
    `drawbox=x=${strip.x}:y=${strip.y}:w=${strip.width}:h=${strip.height}:color=black:t=fill`,
    ...blocks,
    `settb=1/${fps}`,
    'setpts=N',
  ].join(',');
}
