import { describe, expect, it } from 'vitest';
import { TIME_CODE, timeCodeStrip } from '../../server/capture/time-code';
import { latencyMs, readTimeCode } from '../../scripts/bench/time-code';

/**
 * The live picture's time code as the bench reads it (scripts/bench/time-code.ts): a synthetic
 * frame painted to the shared layout decodes to its code, a frame without a clear strip decodes to
 * nothing rather than to a wrong time, and latency survives the code's wrap-around.
 */
const { width, height } = TIME_CODE.picture;
const MODULUS = 2 ** TIME_CODE.bits;

/** A frame of pseudo-random colour (a busy picture), with the strip of `code` painted in. */
function frameWithCode(code: number, shade = { white: 255, black: 0 }): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
  const fill = (x: number, y: number, w: number, h: number, level: number) => {
    for (let row = y; row < y + h; row++) {
      for (let column = x; column < x + w; column++) data.fill(level, (row * width + column) * 4, (row * width + column) * 4 + 3);
    }
  };
  const strip = timeCodeStrip();
  fill(strip.x, strip.y, strip.width, strip.height, shade.black);
  for (let bit = 0; bit < TIME_CODE.bits; bit++) {
    const on = Math.floor(code / 2 ** (TIME_CODE.bits - 1 - bit)) % 2 === 1;
    if (on) fill(TIME_CODE.left + bit * TIME_CODE.block, TIME_CODE.top, TIME_CODE.block, TIME_CODE.block, shade.white);
  }
  return data;
}

describe('reading the time code', () => {
  it('decodes the milliseconds painted into a frame, at both ends of the range', () => {
    for (const code of [0, 1, 0b101100111000111100001111, MODULUS - 1, Date.now() % MODULUS]) {
      expect(readTimeCode({ data: frameWithCode(code), width, height })).toBe(code);
    }
  });

  it('decodes blocks softened by compression (grey-ish white and black)', () => {
    expect(readTimeCode({ data: frameWithCode(0xa5a5a5, { white: 200, black: 40 }), width, height })).toBe(0xa5a5a5);
  });

  it('decodes the strip alone, as the page hands it over', () => {
    const frame = frameWithCode(123_456);
    const strip = timeCodeStrip();
    const crop = new Uint8Array(strip.width * strip.height * 4);
    for (let row = 0; row < strip.height; row++) {
      const from = ((strip.y + row) * width + strip.x) * 4;
      crop.set(frame.subarray(from, from + strip.width * 4), row * strip.width * 4);
    }
    expect(readTimeCode({ data: crop, width: strip.width, height: strip.height, x: strip.x, y: strip.y })).toBe(123_456);
  });

  it('reads nothing rather than a wrong time from a picture without a clear strip', () => {
    expect(readTimeCode({ data: new Uint8Array(width * height * 4).fill(128), width, height })).toBeNull();
    expect(readTimeCode({ data: frameWithCode(99, { white: 128, black: 0 }), width, height })).toBeNull();
    expect(readTimeCode({ data: new Uint8Array(16), width: 2, height: 2 })).toBeNull();
  });
});

describe('latency from a code', () => {
  it('is the time shown minus the time the code was made', () => {
    const made = 1_795_556_183_881;
    expect(latencyMs(made % MODULUS, made + 1_400)).toBe(1_400);
  });

  it('survives the code wrapping between the frame being made and being shown', () => {
    const made = MODULUS * 107_000 - 300;
    expect(latencyMs(made % MODULUS, made + 1_250)).toBe(1_250);
  });

  it('is negative, not hours, when the shown time is behind the code', () => {
    const made = MODULUS * 107_000 + 100;
    expect(latencyMs(made % MODULUS, made - 500)).toBe(-500);
  });
});
