import type { Locator } from 'playwright-core';
import { TIME_CODE, timeCodeStrip } from '../../server/capture/time-code';

/**
 * Reads the live encoder's time code (server/capture/time-code.ts) off a picture, and measures live
 * latency glass to glass with it: the moment a frame is shown minus the moment it was made.
 */

/** RGBA pixels (a canvas's ImageData, or ffmpeg's `-pix_fmt rgba`) of the picture, or of a part of it starting at (x, y). */
export type Pixels = { data: ArrayLike<number>; width: number; height: number; x?: number; y?: number };

const MODULUS = 2 ** TIME_CODE.bits;
/** Block brightness (0–255) at or above which a block is white, below which black; between is unreadable. */
const WHITE = 160;
const BLACK = 96;

/** Mean brightness of the square [x, x+side) × [y, y+side) of the picture. */
function brightness(pixels: Pixels, x: number, y: number, side: number): number {
  const left = x - (pixels.x ?? 0);
  const top = y - (pixels.y ?? 0);
  if (left < 0 || top < 0 || left + side > pixels.width || top + side > pixels.height) return NaN;
  let sum = 0;
  for (let row = top; row < top + side; row++) {
    for (let column = left; column < left + side; column++) {
      const at = (row * pixels.width + column) * 4;
      sum += 0.299 * pixels.data[at]! + 0.587 * pixels.data[at + 1]! + 0.114 * pixels.data[at + 2]!;
    }
  }
  return sum / (side * side);
}

/**
 * The code in the picture (milliseconds modulo 2^bits), or null when there is no readable strip:
 * its border is not black or a block is neither clearly white nor clearly black. Only the middle
 * of each block is read, where compression blurs least.
 */
export function readTimeCode(pixels: Pixels): number | null {
  const { block, left, top, margin, bits } = TIME_CODE;
  const inset = block / 4;
  const middle = block / 2;
  if (!(brightness(pixels, left - margin + margin / 4, top + inset, margin / 2) < BLACK)) return null;
  let code = 0;
  for (let bit = 0; bit < bits; bit++) {
    const level = brightness(pixels, left + bit * block + inset, top + inset, middle);
    if (level >= WHITE) code = code * 2 + 1;
    else if (level < BLACK) code = code * 2;
    else return null;
  }
  return code;
}

/**
 * Milliseconds from the moment a code was made to `shownMs` (epoch ms): the code keeps only the
 * low bits, so the difference is taken modulo 2^bits, and read as negative when in its upper half
 * (a clock behind the encoder's, not a 4.7-hour delay).
 */
export function latencyMs(code: number, shownMs: number): number {
  const difference = (((Math.floor(shownMs / TIME_CODE.unitMs) - code) % MODULUS) + MODULUS) % MODULUS;
  return (difference >= MODULUS / 2 ? difference - MODULUS : difference) * TIME_CODE.unitMs;
}

/** Latency per frame read, and how many frames sampled had no readable code. */
export type PictureLatency = { latencyMs: number[]; unreadable: number };

/**
 * Latency of `samples` frames of the playing `video`, at least `spacingMs` apart. In the page, a
 * requestVideoFrameCallback draws each frame into a canvas the size of the live picture and
 * keeps the strip's pixels with the moment the frame is shown (`performance.timeOrigin +
 * expectedDisplayTime`, epoch ms on this machine's clock, which the encoder shares); the code is
 * read here, by the same reader the tests check.
 */
export async function pictureLatency(video: Locator, samples: number, spacingMs: number): Promise<PictureLatency> {
  const frames = await video.evaluate(
    (element: HTMLVideoElement, { strip, picture, samples, spacingMs }) =>
      new Promise<{ data: number[]; shownMs: number }[]>((resolve) => {
        const canvas = document.createElement('canvas');
        canvas.width = picture.width;
        canvas.height = picture.height;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const taken: { data: number[]; shownMs: number }[] = [];
        let last = -Infinity;
        // A method, not a named function: tsx would wrap that in a helper the page does not have.
        const sampler = {
          frame(metadata: VideoFrameCallbackMetadata) {
            if (metadata.expectedDisplayTime - last >= spacingMs) {
              last = metadata.expectedDisplayTime;
              context.drawImage(element, 0, 0, picture.width, picture.height);
              const { data } = context.getImageData(strip.x, strip.y, strip.width, strip.height);
              taken.push({ data: Array.from(data), shownMs: performance.timeOrigin + metadata.expectedDisplayTime });
            }
            if (taken.length < samples) element.requestVideoFrameCallback((_now, next) => sampler.frame(next));
            else resolve(taken);
          },
        };
        element.requestVideoFrameCallback((_now, metadata) => sampler.frame(metadata));
        // A player that stops showing frames ends the sampling with what it has.
        setTimeout(() => resolve(taken), samples * spacingMs * 3 + 10_000);
      }),
    { strip: timeCodeStrip(), picture: TIME_CODE.picture, samples, spacingMs },
  );
  const strip = timeCodeStrip();
  const latencies: number[] = [];
  let unreadable = 0;
  for (const frame of frames) {
    const code = readTimeCode({ data: frame.data, width: strip.width, height: strip.height, x: strip.x, y: strip.y });
    if (code === null) unreadable++;
    else latencies.push(latencyMs(code, frame.shownMs));
  }
  return { latencyMs: latencies, unreadable };
}

/** The codes of two pictures differ by this much (a − b, ms), read modulo 2^bits as latencyMs does. */
export function codeGapMs(a: number, b: number): number {
  const difference = (((a - b) % MODULUS) + MODULUS) % MODULUS;
  return (difference >= MODULUS / 2 ? difference - MODULUS : difference) * TIME_CODE.unitMs;
}

/** How far apart two roads on screen are, per sample, and how many samples had a code unreadable on either. */
export type RoadGap = { gapMs: number[]; unreadable: number };

/**
 * How far the `second` video's picture is from the `main` one's, from the time codes both carry
 * (the encoder draws the same clock into every road): at each of `samples` frames of the main
 * video, at least `spacingMs` apart, both pictures are drawn in the same task, as the viewer sees
 * them together. Positive: the second road shows a later moment.
 */
export async function roadGap(main: Locator, second: Locator, samples: number, spacingMs: number): Promise<RoadGap> {
  const secondHandle = await second.elementHandle();
  if (secondHandle === null) throw new Error('the second road has no video');
  // Typed by hand: playwright's argument types recurse without end on an object holding a handle.
  type Args = {
    other: HTMLVideoElement;
    strip: ReturnType<typeof timeCodeStrip>;
    picture: { width: number; height: number };
    samples: number;
    spacingMs: number;
  };
  const evaluate = main.evaluate.bind(main) as unknown as <R>(
    fn: (element: HTMLVideoElement, args: Args) => Promise<R>,
    args: Args,
  ) => Promise<R>;
  const frames = await evaluate(
    (element: HTMLVideoElement, { other, strip, picture, samples, spacingMs }) =>
      new Promise<{ main: number[]; second: number[] }[]>((resolve) => {
        const canvas = document.createElement('canvas');
        canvas.width = picture.width;
        canvas.height = picture.height;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const stripOf = (video: HTMLVideoElement) => {
          context.drawImage(video, 0, 0, picture.width, picture.height);
          return Array.from(context.getImageData(strip.x, strip.y, strip.width, strip.height).data);
        };
        const taken: { main: number[]; second: number[] }[] = [];
        let last = -Infinity;
        const sampler = {
          frame(metadata: VideoFrameCallbackMetadata) {
            if (metadata.expectedDisplayTime - last >= spacingMs) {
              last = metadata.expectedDisplayTime;
              taken.push({ main: stripOf(element), second: stripOf(other) });
            }
            if (taken.length < samples) element.requestVideoFrameCallback((_now, next) => sampler.frame(next));
            else resolve(taken);
          },
        };
        element.requestVideoFrameCallback((_now, metadata) => sampler.frame(metadata));
        setTimeout(() => resolve(taken), samples * spacingMs * 3 + 10_000);
      }),
    { other: secondHandle as unknown as HTMLVideoElement, strip: timeCodeStrip(), picture: TIME_CODE.picture, samples, spacingMs },
  );
  const strip = timeCodeStrip();
  const read = (data: number[]) => readTimeCode({ data, width: strip.width, height: strip.height, x: strip.x, y: strip.y });
  const gapMs: number[] = [];
  let unreadable = 0;
  for (const frame of frames) {
    const [main, second] = [read(frame.main), read(frame.second)];
    if (main === null || second === null) unreadable++;
    else gapMs.push(codeGapMs(second, main));
  }
  return { gapMs, unreadable };
}
