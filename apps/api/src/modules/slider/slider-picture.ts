// The slide-to-verify picture, drawn here so that the answer is not in the challenge: a random, smooth
// background with the puzzle gap shaded into its pixels, and the piece cut from the same spot. Only the
// pictures (PNG) and the piece's row go to the client; where the gap is stays in Redis.
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export interface SliderPictures {
  /** The background with the gap, as a PNG data URL. */
  picture: string;
  /** The piece (square, `size` pixels), as a PNG data URL. */
  piece: string;
}

type Rgb = [number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** How much the gap darkens the picture, and the light rim of both gap and piece. */
export const GAP_SHADE = 0.42;
export const RIM = 2;

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit RGB PNG of `rgb` (`width` × `height` × 3 bytes), every row with filter 2 ("Up"). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, filter 0, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const stride = width * 3;
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    raw[row] = 2;
    for (let i = 0; i < stride; i += 1) {
      const above = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      raw[row + 1 + i] = (rgb[y * stride + i]! - above) & 0xff;
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

/** A soft landscape: a vertical gradient between two random colours and blobs of colour (small PNGs). */
function background(width: number, height: number): Uint8Array {
  const top: Rgb = [randomInt(40, 140), randomInt(80, 180), randomInt(120, 230)];
  const bottom: Rgb = [randomInt(60, 200), randomInt(60, 200), randomInt(40, 160)];
  const blobs = Array.from({ length: 7 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(18, 60),
    c: [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)] as Rgb,
  }));
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const t = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      const px: Rgb = [0, 1, 2].map((i) => top[i]! * (1 - t) + bottom[i]! * t) as Rgb;
      for (const b of blobs) {
        const d = Math.hypot(x - b.x, y - b.y) / b.r;
        if (d < 1) {
          const w = 0.65 * (1 - d * d);
          for (let i = 0; i < 3; i += 1) px[i] = px[i]! * (1 - w) + b.c[i]! * w;
        }
      }
      const o = (y * width + x) * 3;
      for (let i = 0; i < 3; i += 1) out[o + i] = Math.max(0, Math.min(255, Math.round(px[i]!)));
    }
  }
  return out;
}

function onRim(x: number, y: number, size: number): boolean {
  return x < RIM || y < RIM || x >= size - RIM || y >= size - RIM;
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
  const piece = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const from = ((gapY + y) * width + gapX + x) * 3;
      const to = (y * size + x) * 3;
      const rim = onRim(x, y, size);
      for (let i = 0; i < 3; i += 1) {
        const v = bg[from + i]!;
        piece[to + i] = rim ? 255 : v;
        bg[from + i] = rim ? Math.round(v * 0.5 + 255 * 0.5) : Math.round(v * GAP_SHADE);
      }
    }
  }
  return { picture: dataUrl(encodePng(width, height, bg)), piece: dataUrl(encodePng(size, size, piece)) };
}
