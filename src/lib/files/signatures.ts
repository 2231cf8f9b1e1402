// What a file's first bytes say it is (its "magic numbers"), for the uploads of spec §5. The
// browser checks a file before sending it and the API again on arrival, with these same rules.
// No relative imports: the demo API (Node, type stripping) imports this module as it is.

export interface FileSignature {
  type: string;
  extensions: readonly string[];
  matches: (bytes: Uint8Array) => boolean;
}

const startsWith = (prefix: readonly number[]) => (bytes: Uint8Array) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Whether the ASCII text `needle` occurs anywhere in `bytes`. */
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const first = needle.charCodeAt(0);
  for (let index = bytes.indexOf(first); index !== -1; index = bytes.indexOf(first, index + 1)) {
    if (index + needle.length > bytes.length) return false;
    let found = true;
    for (let offset = 1; offset < needle.length && found; offset += 1) {
      found = bytes[index + offset] === needle.charCodeAt(offset);
    }
    if (found) return true;
  }
  return false;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

export const FILE_SIGNATURES: readonly FileSignature[] = [
  {
    type: 'application/pdf',
    extensions: ['pdf'],
    matches: startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]),
  },
  {
    type: 'image/png',
    extensions: ['png'],
    matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], matches: startsWith([0xff, 0xd8, 0xff]) },
  {
    type: 'image/gif',
    extensions: ['gif'],
    matches: (bytes) => ['GIF87a', 'GIF89a'].includes(latin1(bytes, 0, 6)),
  },
  // Word 97-2003: an OLE2 compound file.
  {
    type: 'application/msword',
    extensions: ['doc'],
    matches: startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  // A .docx is a zip: told from any other zip by the Word part it must hold.
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    matches: (bytes) => startsWith(ZIP)(bytes) && containsAscii(bytes, 'word/document.xml'),
  },
];

/** The signature the bytes carry, if any. */
export const signatureOf = (bytes: Uint8Array): FileSignature | undefined =>
  FILE_SIGNATURES.find((signature) => signature.matches(bytes));

/** The bytes are a file of the kind `extension` names (e.g. a real PDF behind '.pdf'). */
export const bytesMatchExtension = (bytes: Uint8Array, extension: string): boolean =>
  signatureOf(bytes)?.extensions.includes(extension.toLowerCase()) ?? false;
