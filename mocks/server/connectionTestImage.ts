// The test image of the poor-connection notice (spec §5, §9: under 3 Mbps, an image of about
// 2.7 MB). Made in memory at startup rather than kept in the repository: a 24-bit BMP whose pixels
// come from a fixed-seed generator, so every start serves the same bytes and no compression
// between the server and the browser can shrink them and fake a faster line.

export const CONNECTION_TEST_PATH = '/api/prueba-conexion';

const WIDTH = 1000;
const HEIGHT = 900;
const HEADER_BYTES = 54;
// Rows are already a multiple of 4 bytes (1000 px * 3), so BMP needs no row padding.
const PIXEL_BYTES = WIDTH * HEIGHT * 3;

/** The image's bytes: 2,700,054 of them, the same on every call. */
export function connectionTestImage(): Buffer {
  const image = Buffer.alloc(HEADER_BYTES + PIXEL_BYTES);
  image.write('BM', 0, 'latin1');
  image.writeUInt32LE(image.length, 2);
  image.writeUInt32LE(HEADER_BYTES, 10);
  image.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  image.writeInt32LE(WIDTH, 18);
  image.writeInt32LE(HEIGHT, 22);
  image.writeUInt16LE(1, 26); // planes
  image.writeUInt16LE(24, 28); // bits per pixel
  image.writeUInt32LE(PIXEL_BYTES, 34);
  // xorshift32 from a fixed seed: deterministic and incompressible.
  let state = 0x2f6b_4e1d;
  for (let offset = HEADER_BYTES; offset < image.length; offset += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const word = state >>> 0;
    for (let byte = 0; byte < 4 && offset + byte < image.length; byte += 1)
      image[offset + byte] = (word >>> (byte * 8)) & 0xff;
  }
  return image;
}
