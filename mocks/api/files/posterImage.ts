import { crc32, deflateSync } from 'node:zlib';

// The demo posts' photos: 16:9 posters drawn here (a two-colour diagonal gradient and a band),
// so the feed shows real, distinct images without shipping any.

const WIDTH = 640;
const HEIGHT = 360;

// Pairs of brand-like colours (RGB), one per poster variant.
const PALETTES: readonly [number[], number[]][] = [
  [
    [0x0b, 0x4f, 0x8a],
    [0x2e, 0xa3, 0xc7],
  ],
  [
    [0x8a, 0x1c, 0x4b],
    [0xf2, 0x8c, 0x52],
  ],
  [
    [0x1f, 0x6b, 0x3a],
    [0xb6, 0xd8, 0x5e],
  ],
  [
    [0x4a, 0x2c, 0x82],
    [0xc9, 0x7b, 0xd6],
  ],
  [
    [0x7a, 0x4b, 0x12],
    [0xf0, 0xc4, 0x4c],
  ],
  [
    [0x12, 0x3c, 0x4f],
    [0x5f, 0xd0, 0xb5],
  ],
];

export const POSTER_VARIANTS = PALETTES.length;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function draw(variant: number): Buffer {
  const [from, to] = PALETTES[variant % PALETTES.length];
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (WIDTH * 3 + 1);
    rows[row] = 0; // no filter
    const band = y > HEIGHT * 0.62 && y < HEIGHT * 0.74;
    for (let x = 0; x < WIDTH; x += 1) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      for (let c = 0; c < 3; c += 1) {
        const value = Math.round(from[c] + (to[c] - from[c]) * t);
        rows[row + 1 + x * 3 + c] = band ? Math.min(255, value + 90) : value;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const drawn = new Map<number, Buffer>();

/** The PNG of poster `variant` (drawn once, then kept). */
export function posterImage(variant: number): Buffer {
  const key = variant % PALETTES.length;
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = draw(key);
    drawn.set(key, bytes);
  }
  return bytes;
}
