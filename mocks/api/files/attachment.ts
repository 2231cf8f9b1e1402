import { normaliseFileName } from '../../../src/lib/files/fileName.ts';

// RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * as they are, which the grammar forbids.
const encodeAttr = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * RFC 6266: the original name survives accents and spaces; quotes and controls cannot break out.
 * Normalised again on the way out, so a name stored before uploads were bounded is bounded too.
 */
const disposition = (type: 'attachment' | 'inline') => (stored: string) => {
  const name = normaliseFileName(stored);
  return `${type}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeAttr(name)}`;
};

/** Downloaded, under its original name. */
export const attachment = disposition('attachment');
/** Shown by the browser (a post's image or document), still named. */
export const inline = disposition('inline');
