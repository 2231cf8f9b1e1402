// What each upload purpose accepts (spec §5, §9); src/lib/files/signatures.ts says what a file's
// first bytes make it.

import { uploadTexts } from '../../../src/lib/files/fileName.ts';
import { formatFileSize } from '../../../src/lib/files/fileRules.ts';
import { FILE_SIGNATURES, signatureOf } from '../../../src/lib/files/signatures.ts';
import { photoUploadTexts } from '../../../src/lib/files/photoUploadTexts.ts';

export type Purpose =
  | 'CV'
  | 'IMAGEN_PUBLICACION'
  | 'DOCUMENTO_PUBLICACION'
  | 'ADJUNTO_TRAMITE'
  | 'DOCUMENTO_MATRICULA'
  | 'DOCUMENTO_BECA'
  // Sent as base64 by `perfil/cambiarfoto`, never through `archivo/subir`.
  | 'FOTO_PERFIL';

/** What `archivo/subir` stores in `files` (its `tipo`). */
export type StoredPurpose = Exclude<Purpose, 'FOTO_PERFIL'>;

const MB = 1024 * 1024;

export interface PurposeRule {
  extensions: readonly string[];
  maxBytes: number;
  /** The spec's message for a file over the limit. */
  tooLarge: string;
  /** The spec's message for a file of another type, when it words it its own way. */
  wrongFormat?: string;
}

const FORMAT_MESSAGE = 'El archivo es de un formato no permitido.';
const SIZE_MESSAGE = 'El archivo excede el tamaño permitido.';

export const PURPOSES: Record<Purpose, PurposeRule> = {
  // spec §5 CV drop zone: 5242880 bytes and its own message.
  CV: {
    extensions: ['doc', 'docx', 'pdf'],
    maxBytes: 5 * MB,
    tooLarge: 'El archivo no puede ser mayor a 5MB',
  },
  IMAGEN_PUBLICACION: {
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    maxBytes: 5 * MB,
    tooLarge: SIZE_MESSAGE,
  },
  DOCUMENTO_PUBLICACION: {
    extensions: ['png', 'jpeg', 'jpg', 'pdf'],
    maxBytes: 10 * MB,
    tooLarge: SIZE_MESSAGE,
  },
  // The widest any requirement asks; filing checks the requirement's own formats and size.
  ADJUNTO_TRAMITE: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'],
    maxBytes: 10 * MB,
    tooLarge: SIZE_MESSAGE,
  },
  // An enrolment document (issue 34): a scan or a photo of it.
  DOCUMENTO_MATRICULA: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    maxBytes: 5 * MB,
    tooLarge: SIZE_MESSAGE,
  },
  // A socioeconomic scholarship document (issue 39): a scan or a photo of a payslip or a bill.
  DOCUMENTO_BECA: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    maxBytes: 5 * MB,
    tooLarge: SIZE_MESSAGE,
  },
  // spec §5 photo upload: its own wording for both refusals.
  FOTO_PERFIL: {
    extensions: ['jpg', 'jpeg', 'png'],
    maxBytes: 5 * MB,
    tooLarge: photoUploadTexts.size(formatFileSize(5 * MB, true)),
    wrongFormat: photoUploadTexts.format,
  },
};

/** The largest upload any purpose takes: the multipart parser refuses more before reading it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(PURPOSES).map((rule) => rule.maxBytes));

const SAFE_TYPES = new Set(FILE_SIGNATURES.map((signature) => signature.type));

/** A stored type as served: one the signatures can produce, else opaque bytes. */
export const safeContentType = (type: string) =>
  SAFE_TYPES.has(type) ? type : 'application/octet-stream';

export const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The purpose's refusal of a file that is not what its extension says. */
export const wrongFormatMessage = (purpose: Purpose) =>
  PURPOSES[purpose].wrongFormat ?? FORMAT_MESSAGE;

export type FileCheck =
  { ok: true; contentType: string; extension: string } | { ok: false; message: string };

/**
 * The file is what its extension says, the purpose accepts that extension, and it fits: the
 * content type comes from its bytes, never from what the uploader claimed.
 */
export function checkFile(purpose: Purpose, name: string, bytes: Buffer): FileCheck {
  const rule = PURPOSES[purpose];
  // Empty bytes match no signature: without this, an empty file read as a wrong format.
  if (bytes.length === 0) return { ok: false, message: uploadTexts.empty };
  const extension = extensionOf(name);
  const wrongFormat = { ok: false, message: wrongFormatMessage(purpose) } as const;
  if (!rule.extensions.includes(extension)) return wrongFormat;
  const signature = signatureOf(bytes);
  if (!signature || !signature.extensions.includes(extension)) return wrongFormat;
  if (bytes.length > rule.maxBytes) return { ok: false, message: rule.tooLarge };
  return { ok: true, contentType: signature.type, extension };
}
