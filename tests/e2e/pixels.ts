import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** One pixel's red, green and blue. */
export type Rgb = readonly [number, number, number];

/**
 * The colour the page shows at (x, y) in CSS pixels, read from a 1×1 screenshot (page at device scale 1). A PNG of one
 * pixel holds one scanline: its filter byte, then the pixel, which no filter changes (every neighbour it reads is 0).
 */
export async function pixelAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const [, red = 0, green = 0, blue = 0] = inflateSync(Buffer.concat(data));
  return [red, green, blue];
}

/** How far apart two colours are: the sum of their channels' differences. */
export const colourDistance = (a: Rgb, b: Rgb): number => a.reduce((sum, channel, index) => sum + Math.abs(channel - (b[index] ?? 0)), 0);
