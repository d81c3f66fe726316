import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export type Pixel = [r: number, g: number, b: number];

/** The pixel of a one-pixel PNG: after the chunks' IDAT, one filter byte, then the pixel (no neighbours, so no filter changes it). */
function onlyPixel(png: Buffer): Pixel {
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  return [raw[1]!, raw[2]!, raw[3]!];
}

/** What the screen shows at (x, y) of the viewport, in CSS pixels: the colour a person sees there. */
export async function pixelAt(page: Page, x: number, y: number): Promise<Pixel> {
  return onlyPixel(await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 }, scale: 'css' }));
}

export const hexPixel = (hex: string): Pixel => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Pixel;

/** The largest channel difference between two colours. */
export const colourDistance = (a: Pixel, b: Pixel) => Math.max(...a.map((channel, i) => Math.abs(channel - b[i]!)));
