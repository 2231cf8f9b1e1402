// An uploaded file's name as the campus keeps and shows it, shared by the upload forms and the
// demo API (which stores it and echoes it in Content-Disposition): no imports, so the server runs
// this very file. A browser sends whatever name the user's file has; a 5,000-character one was
// stored and sent back in every download's headers.

/** Characters kept of a name, its extension included (most file systems allow 255 bytes). */
export const MAX_FILE_NAME_LENGTH = 120;

// Controls (C0, DEL, C1) and the bidirectional marks and overrides that make 'pdf.exe' read
// 'exe.pdf'.
const BIDI = new Set([
  0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);
const isInvisible = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI.has(code);
};

/** A name's characters, surrogate pairs kept whole. */
const characters = (text: string) => [...text];

/**
 * The name without any folder a browser or a crafted request put before it ('C:\\x\\cv.pdf',
 * '../../cv.pdf'), without invisible characters or surrounding spaces, in NFC, and at most
 * MAX_FILE_NAME_LENGTH characters: a longer one is cut before its extension, which stays.
 */
export function normaliseFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = characters(base.normalize('NFC'))
    .filter((char) => !isInvisible(char))
    .join('')
    .trim();
  const chars = characters(clean);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? characters(clean.slice(dot)) : [];
  // An "extension" too long to keep is no extension: the name is simply cut.
  if (extension.length > 16) return chars.slice(0, MAX_FILE_NAME_LENGTH).join('').trim();
  const stem = chars
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .join('')
    .trimEnd();
  return `${stem}${extension.join('')}`;
}

/** What the forms and the demo API say about an upload that is not a file they can take. */
export const uploadTexts = {
  empty: 'El archivo está vacío.',
  oneAtATime: 'Solo puedes subir un archivo a la vez.',
} as const;
