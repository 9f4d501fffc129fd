// The development collection's items get real metadata at mint (issue 23): each token URI is a data: URI
// of an ERC-721 metadata JSON whose image is a small PNG drawn from the token id (a two-colour pattern),
// so the app shows names, attributes and pictures without any server.
import { deflateSync } from 'node:zlib';

const PALETTE: readonly (readonly [string, readonly [number, number, number]])[] = [
  ['Coral', [255, 127, 80]],
  ['Teal', [0, 128, 128]],
  ['Gold', [255, 196, 0]],
  ['Violet', [138, 43, 226]],
  ['Lime', [120, 200, 40]],
  ['Sky', [70, 160, 255]],
  ['Rose', [230, 60, 120]],
  ['Slate', [90, 100, 120]],
];
const PATTERNS = ['Stripes', 'Checks', 'Diagonal', 'Ring'] as const;
const SIZE = 24;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A SIZE x SIZE RGB PNG of the token's pattern in its two colours. */
export function tokenPng(tokenId: bigint): Buffer {
  const n = Number(tokenId % 1024n);
  const [, a] = PALETTE[n % PALETTE.length]!;
  const [, b] = PALETTE[(n + 3) % PALETTE.length]!;
  const pattern = PATTERNS[Math.floor(n / PALETTE.length) % PATTERNS.length]!;
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 3);
    for (let x = 0; x < SIZE; x += 1) {
      const d = Math.hypot(x - SIZE / 2, y - SIZE / 2);
      const on =
        pattern === 'Stripes'
          ? Math.floor(y / 4) % 2 === 0
          : pattern === 'Checks'
            ? (Math.floor(x / 6) + Math.floor(y / 6)) % 2 === 0
            : pattern === 'Diagonal'
              ? Math.floor((x + y) / 4) % 2 === 0
              : d > 5 && d < 10;
      const [r, g, bl] = on ? a : b;
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(bl, 3 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIZE, 0);
  ihdr.writeUInt32BE(SIZE, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The token URI of a development item: a data: URI of its metadata JSON with its PNG inside. */
export function tokenUri(tokenId: bigint): string {
  const n = Number(tokenId % 1024n);
  const metadata = {
    name: `P2P Market #${tokenId}`,
    description: 'An item of the development chain collection, drawn at mint.',
    image: `data:image/png;base64,${tokenPng(tokenId).toString('base64')}`,
    attributes: [
      { trait_type: 'Colour', value: PALETTE[n % PALETTE.length]![0] },
      { trait_type: 'Pattern', value: PATTERNS[Math.floor(n / PALETTE.length) % PATTERNS.length]! },
      { trait_type: 'Edition', value: Number(tokenId) },
    ],
  };
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`;
}
