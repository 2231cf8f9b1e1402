import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/**
 * A phone's 50-megapixel photo still decodes; a small file that claims to be a huge picture (a
 * decompression bomb) is refused before its pixels are allocated.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

// What a browser that sniffs would take for a page. A PDF has no reason to hold it as plain
// text: its streams are compressed binary, its text is drawn with operators, not tags.
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|meta)[\s>/]/i;
// A well-formed PDF ends with its end-of-file marker: only line breaks or padding (spaces, NULs,
// as some scanners write) may follow.
// eslint-disable-next-line no-control-regex
const AFTER_LAST_EOF = /%%EOF[\s\u0000]*$/;

/** The image decoded and encoded anew in its own format: pixels only, no metadata, no extras. */
async function reencodeImage(bytes: Buffer, contentType: string): Promise<Buffer> {
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  if (contentType === 'image/gif') {
    // Every frame of an animation is kept; a GIF carries no orientation to apply.
    return sharp(bytes, { ...input, animated: true })
      .gif()
      .toBuffer();
  }
  // The orientation the EXIF asked for is applied first, so a phone photo does not end up
  // sideways once the EXIF (with its GPS position) is gone.
  const image = sharp(bytes, input).rotate();
  return contentType === 'image/png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/**
 * Whether the bytes are a PDF a reader opens as one and nothing else: read whole by a PDF parser
 * (its objects, cross-references and pages), the header first (the signature check saw to it), no
 * page markup anywhere and nothing after the end-of-file marker. A PDF+HTML polyglot fails one.
 */
export async function isWellFormedPdf(bytes: Buffer): Promise<boolean> {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-') || MARKUP.test(text) || !AFTER_LAST_EOF.test(text)) return false;
  try {
    const document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      // Encrypted PDFs (a bank's statement) are still parsed for their structure.
      ignoreEncryption: true,
      updateMetadata: false,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * The bytes to store for an upload whose type its signature gave: images re-encoded, PDFs as
 * sent once parsed, other types as sent. Null when the file cannot be read as its type.
 */
export async function cleanUpload(bytes: Buffer, contentType: string): Promise<Buffer | null> {
  if (contentType.startsWith('image/')) {
    try {
      return await reencodeImage(bytes, contentType);
    } catch {
      return null;
    }
  }
  if (contentType === 'application/pdf') return (await isWellFormedPdf(bytes)) ? bytes : null;
  return bytes;
}
