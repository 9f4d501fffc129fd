/** Decoded pixels of a BMP, for sharp's raw input. */
export interface RawImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Decodes an uncompressed 24- or 32-bit BMP (BI_RGB, or BI_BITFIELDS with the usual BGRA masks), which
 * sharp cannot read; anything else (palettes, RLE, a truncated file) is null. `maxPixels` bounds the
 * decoded size.
 */
export function decodeBmp(buf: Buffer, maxPixels: number): RawImage | null {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') return null;
  const dataOffset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);
  if (headerSize < 40 || 14 + headerSize > buf.length) return null;
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bits = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > maxPixels) return null;
  if (bits !== 24 && bits !== 32) return null;
  if (compression === 3) {
    if (bits !== 32 || headerSize < 52) return null;
    const masks = [buf.readUInt32LE(54), buf.readUInt32LE(58), buf.readUInt32LE(62)];
    if (masks.join() !== [0xff0000, 0xff00, 0xff].join()) return null;
  } else if (compression !== 0) return null;
  const bytesPer = bits / 8;
  const stride = Math.ceil((width * bytesPer) / 4) * 4;
  if (dataOffset < 14 + headerSize || dataOffset + stride * height > buf.length) return null;
  const channels = 3 as const;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    // Bottom-up unless the height is negative.
    const srcRow = dataOffset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x += 1) {
      const s = srcRow + x * bytesPer;
      const d = (y * width + x) * channels;
      pixels[d] = buf[s + 2]!;
      pixels[d + 1] = buf[s + 1]!;
      pixels[d + 2] = buf[s]!;
    }
  }
  return { pixels, width, height, channels };
}
