// Solves a slide-to-verify challenge from its pictures, as a person does by eye: decode both PNGs, see the
// piece's row in its strip, and find the column where the picture holds the piece's own texture, darkened
// by one factor in the gap's range (decoys are shaded otherwise, or only in part, over other texture).
// Tests use it instead of a back door, so the pictures are shown to carry the answer.
import { inflateSync } from 'node:zlib';
import type { SliderChallengeDto } from '@p2p/contracts';
import { GAP_SHADE_MAX, GAP_SHADE_MIN, RIM } from '../../src/modules/slider/slider-picture.js';

interface Image {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA). */
  channels: number;
  pixels: Uint8Array;
}

/** Decodes the 8-bit RGB and RGBA PNGs the API draws (filters None and Up). */
export function decodePng(dataUrl: string): Image {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const v = raw[y * (stride + 1) + 1 + i]!;
      const above = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      if (filter === 0) rgb[y * stride + i] = v;
      else if (filter === 2) rgb[y * stride + i] = (v + above) & 0xff;
      else throw new Error(`PNG filter ${String(filter)} not expected`);
    }
  }
  return { width, height, channels, pixels: rgb };
}

/** The top row of the piece in its strip: the first row that is not transparent. */
export function pieceRow(piece: Image): number {
  for (let y = 0; y < piece.height; y += 1) {
    if (piece.pixels[(y * piece.width + RIM) * 4 + 3]! > 0) return y;
  }
  throw new Error('the piece strip is empty');
}

/**
 * The left edge of the gap: at each column, the shading factor that best fits the picture to the piece
 * (least squares over the inside, rim left out), and how far off the fit is. The gap is the best fit whose
 * factor lies in the gap's range.
 */
export function findGapX(challenge: SliderChallengeDto): number {
  const picture = decodePng(challenge.picture);
  const piece = decodePng(challenge.piece);
  const size = piece.width;
  const width = picture.width;
  const top = pieceRow(piece);
  // The pixel arrays and the best fit in locals, not read off objects in the inner loop: V8 runs this
  // loop (about 1.2 million steps a challenge) many times faster so.
  const pictureBytes = picture.pixels;
  const pieceBytes = piece.pixels;
  let bestX = 0;
  let bestResidual = Number.POSITIVE_INFINITY;
  for (let x = 0; x + size <= width; x += 1) {
    let pq = 0;
    let qq = 0;
    let pp = 0;
    for (let y = RIM; y < size - RIM; y += 1) {
      const pictureRow = ((top + y) * width + x) * 3;
      const pieceRowAt = (top + y) * size * 4;
      for (let i = RIM; i < size - RIM; i += 1) {
        for (let c = 0; c < 3; c += 1) {
          const p = pictureBytes[pictureRow + i * 3 + c]!;
          const q = pieceBytes[pieceRowAt + i * 4 + c]!;
          pq += p * q;
          qq += q * q;
          pp += p * p;
        }
      }
    }
    const k = qq > 0 ? pq / qq : 0;
    if (k < GAP_SHADE_MIN - 0.02 || k > GAP_SHADE_MAX + 0.02) continue;
    const residual = pp - k * pq;
    if (residual < bestResidual) {
      bestResidual = residual;
      bestX = x;
    }
  }
  return bestX;
}
