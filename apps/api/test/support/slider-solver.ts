// Solves a slide-to-verify challenge from its pictures, as a person does by eye: decode both PNGs and
// find the column where the picture holds the piece, shaded. Tests use it instead of a back door, so the
// pictures are shown to carry the answer.
import { inflateSync } from 'node:zlib';
import type { SliderChallengeDto } from '@p2p/contracts';
import { GAP_SHADE, RIM } from '../../src/modules/slider/slider-picture.js';

interface Image {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/** Decodes the 8-bit RGB PNGs the API draws (filters None and Up). */
export function decodePng(dataUrl: string): Image {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
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
  return { width, height, rgb };
}

/** The left edge of the gap: where the picture matches the shaded piece best. */
export function findGapX(challenge: SliderChallengeDto): number {
  const picture = decodePng(challenge.picture);
  const piece = decodePng(challenge.piece);
  const size = piece.width;
  let best = { x: 0, score: Number.POSITIVE_INFINITY };
  for (let x = 0; x + size <= picture.width; x += 1) {
    let score = 0;
    for (let y = RIM; y < size - RIM && score < best.score; y += 1) {
      for (let i = RIM; i < size - RIM; i += 1) {
        for (let c = 0; c < 3; c += 1) {
          const p = picture.rgb[((challenge.pieceY + y) * picture.width + x + i) * 3 + c]!;
          score += Math.abs(p - piece.rgb[(y * size + i) * 3 + c]! * GAP_SHADE);
        }
      }
    }
    if (score < best.score) best = { x, score };
  }
  return best.x;
}
