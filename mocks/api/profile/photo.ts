import sharp from 'sharp';
import { photoUploadTexts } from '../../../src/lib/files/photoUploadTexts.ts';
import { badRequest } from '../errors.ts';
import { MAX_INPUT_PIXELS } from '../files/cleanUpload.ts';
import { checkFile } from '../files/fileRules.ts';
import { profileTexts } from './texts.ts';

/** spec §5: the profile photo is a 164 px square, from a .jpg, .jpeg or .png up to 5 MB. */
export const PHOTO_SIZE = 164;

export interface StoredPhoto {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

const DATA_URL_PREFIX = /^data:image\/[a-z+.-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const refuse = (message: string) => badRequest({ imagenCodificada: [message] });

/** The bytes of `imagenCodificada`: base64, optionally as a data URL. */
function decode(encoded: string): Buffer {
  const base64 = encoded.replace(DATA_URL_PREFIX, '').replace(/\s/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) throw refuse(photoUploadTexts.format);
  return Buffer.from(base64, 'base64');
}

/**
 * Checks the image by its bytes (magic numbers), extension and size, then decodes it and encodes
 * a new 164 px square: only pixels survive, never the original's metadata (EXIF with its GPS
 * position, comments, colour profiles, extra chunks). The orientation EXIF asked for is applied
 * first, so a phone photo does not end up sideways.
 */
export async function reencodePhoto(encoded: string, extension: string): Promise<StoredPhoto> {
  const bytes = decode(encoded);
  const check = checkFile('FOTO_PERFIL', `foto.${extension.toLowerCase()}`, bytes);
  if (!check.ok) throw refuse(check.message);
  const png = check.contentType === 'image/png';
  try {
    const square = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'centre' });
    const out = png
      ? await square.png({ compressionLevel: 9 }).toBuffer()
      : await square
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 88, mozjpeg: true })
          .toBuffer();
    return { bytes: out, contentType: png ? 'image/png' : 'image/jpeg' };
  } catch {
    throw refuse(profileTexts.photoUnreadable);
  }
}
