// The slide-to-verify picture, drawn here so that the answer is not in the challenge: a random, smooth
// background with per-challenge noise, the puzzle gap shaded into its pixels by a random factor, one or two
// decoy shapes of the same outline shaded otherwise (a different factor, or only in part), and the piece cut
// from the gap. The piece comes as a strip of the picture's full height, transparent but for the piece at
// its row, so the answer says neither where the gap is nor its row. Where the gap is stays in Redis.
//
// This is a speed bump, not a wall: a solver that matches the piece's own texture finds the gap (as the
// test solver and an eye do). The rate limits and lockouts of the protected calls are the wall.
import { randomBytes, randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export interface SliderPictures {
  /** The background with the gap and the decoys, as a PNG data URL (RGB). */
  picture: string;
  /**
   * The piece, as a PNG data URL (RGBA): `size` wide and as high as the picture, transparent but for the
   * `size` square at the gap's row. The client lays it over the picture at the top and moves it along x.
   */
  piece: string;
}

type Rgb = [number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The range of the factor by which the gap darkens the picture (drawn per challenge): the gap is the
 * darkest whole shape. Decoys are lighter (a clear step, so an eye tells them apart), or shaded in part.
 */
export const GAP_SHADE_MIN = 0.18;
export const GAP_SHADE_MAX = 0.32;
const DECOY_SHADE_MIN = 0.42;
const DECOY_SHADE_MAX = 0.62;
/** The light rim of gap, decoys and piece, in pixels. */
export const RIM = 2;
/** The texture noise over the background: each channel moves by up to this much (amplitude per challenge). */
const NOISE_MIN = 9;
const NOISE_MAX = 16;
/** A little noise over the finished picture, so that even the gap is never the piece exactly shaded. */
const GRAIN = 3;

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * An 8-bit PNG of `pixels` (`width` × `height` × `channels` bytes: 3 RGB, 4 RGBA), every row with filter 2
 * ("Up").
 */
export function encodePng(width: number, height: number, pixels: Uint8Array, channels: 3 | 4 = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // bit depth 8, colour type RGB (2) or RGBA (6), deflate, filter 0, no interlace
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * channels + 1) * height);
  const stride = width * channels;
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    raw[row] = 2;
    for (let i = 0; i < stride; i += 1) {
      const above = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      raw[row + 1 + i] = (pixels[y * stride + i]! - above) & 0xff;
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** `v` rounded into 0..255 (no \`Math\` here: this runs for every pixel). */
const clamp = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0);

/** `count` random offsets in [-amplitude, amplitude] (one random byte each; a bias of no matter here). */
function noiseOf(count: number, amplitude: number): Int16Array {
  const bytes = randomBytes(count);
  const out = new Int16Array(count);
  for (let i = 0; i < count; i += 1) out[i] = (bytes[i]! % (2 * amplitude + 1)) - amplitude;
  return out;
}

/**
 * A soft landscape: a vertical gradient between two random colours and blobs of colour, with texture noise
 * of a random amplitude (the piece carries it too: what a solver matches).
 */
function background(width: number, height: number): Uint8Array {
  const noise = noiseOf(width * height * 3, randomInt(NOISE_MIN, NOISE_MAX + 1));
  const top: Rgb = [randomInt(40, 140), randomInt(80, 180), randomInt(120, 230)];
  const bottom: Rgb = [randomInt(60, 200), randomInt(60, 200), randomInt(40, 160)];
  const blobs = Array.from({ length: 7 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(18, 60),
    c: [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)] as Rgb,
  }));
  // Colour as floats first (gradient, then each blob over it); one pass per blob over its box only.
  const px = new Float64Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const t = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      for (let i = 0; i < 3; i += 1) px[o + i] = top[i]! * (1 - t) + bottom[i]! * t;
    }
  }
  for (const b of blobs) {
    const [x0, x1] = [Math.max(0, b.x - b.r), Math.min(width, b.x + b.r + 1)];
    const [y0, y1] = [Math.max(0, b.y - b.r), Math.min(height, b.y + b.r + 1)];
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const d2 = ((x - b.x) ** 2 + (y - b.y) ** 2) / (b.r * b.r);
        if (d2 >= 1) continue;
        const w = 0.65 * (1 - d2);
        const o = (y * width + x) * 3;
        for (let i = 0; i < 3; i += 1) px[o + i] = px[o + i]! * (1 - w) + b.c[i]! * w;
      }
    }
  }
  const out = new Uint8Array(px.length);
  for (let i = 0; i < px.length; i += 1) out[i] = clamp(px[i]! + noise[i]!);
  return out;
}

function onRim(x: number, y: number, size: number): boolean {
  return x < RIM || y < RIM || x >= size - RIM || y >= size - RIM;
}

/** A random factor in [min, max), to 0.001. */
function factor(min: number, max: number): number {
  return randomInt(Math.round(min * 1000), Math.round(max * 1000)) / 1000;
}

/**
 * Which pixels of a decoy are shaded: all of them (half the time), or one part (a half, or a corner
 * triangle), so that it looks like the gap at a glance but does not fit the piece.
 */
function decoyMask(size: number): (x: number, y: number) => boolean {
  const half = size / 2;
  switch (randomInt(0, 6)) {
    case 0:
      return (x) => x < half;
    case 1:
      return (_x, y) => y >= half;
    case 2:
      return (x, y) => x + y < size;
    default:
      return () => true;
  }
}

/** Left edges for `count` decoys that overlap neither the gap nor each other (fewer when none fit). */
function decoyColumns(width: number, size: number, gapX: number, count: number): number[] {
  const taken = [gapX];
  for (let tries = 0; tries < 50 && taken.length <= count; tries += 1) {
    const x = randomInt(RIM, width - size - RIM + 1);
    if (taken.every((t) => Math.abs(t - x) >= size + 4)) taken.push(x);
  }
  return taken.slice(1);
}

/** Shades a `size` square at (`left`, `top`) of `bg`: its rim lightened, its inside (where `shade`) darkened. */
function shadeSquare(
  bg: Uint8Array,
  width: number,
  size: number,
  left: number,
  top: number,
  k: number,
  shade: (x: number, y: number) => boolean,
): void {
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const at = ((top + y) * width + left + x) * 3;
      const rim = onRim(x, y, size);
      if (!rim && !shade(x, y)) continue;
      for (let i = 0; i < 3; i += 1) {
        const v = bg[at + i]!;
        bg[at + i] = rim ? clamp(v * 0.5 + 255 * 0.5) : clamp(v * k);
      }
    }
  }
}

/** Draws the pictures for a gap of `size` at (`gapX`, `gapY`) in a `width` × `height` picture. */
export function drawSliderPictures(
  width: number,
  height: number,
  size: number,
  gapX: number,
  gapY: number,
): SliderPictures {
  const bg = background(width, height);
  const piece = new Uint8Array(size * height * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const from = ((gapY + y) * width + gapX + x) * 3;
      const to = ((gapY + y) * size + x) * 4;
      const rim = onRim(x, y, size);
      for (let i = 0; i < 3; i += 1) piece[to + i] = rim ? 255 : bg[from + i]!;
      piece[to + 3] = 255;
    }
  }
  shadeSquare(bg, width, size, gapX, gapY, factor(GAP_SHADE_MIN, GAP_SHADE_MAX), () => true);
  for (const left of decoyColumns(width, size, gapX, randomInt(1, 3))) {
    // Near the gap's row, so that a search along the piece's row meets them.
    const top = Math.max(0, Math.min(height - size, gapY + randomInt(-4, 5)));
    shadeSquare(bg, width, size, left, top, factor(DECOY_SHADE_MIN, DECOY_SHADE_MAX), decoyMask(size));
  }
  const grain = noiseOf(bg.length, GRAIN);
  for (let i = 0; i < bg.length; i += 1) bg[i] = clamp(bg[i]! + grain[i]!);
  return {
    picture: dataUrl(encodePng(width, height, bg)),
    piece: dataUrl(encodePng(size, height, piece, 4)),
  };
}
