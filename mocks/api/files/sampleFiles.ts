import { textPdf } from './pdf.ts';
import { posterImage } from './posterImage.ts';

// The demo data's files are not stored one by one: their rows name one of these samples
// (`stored_as` = 'sample-<kind>-<n>'), and the file store answers the sample's bytes.

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const PDF = textPdf(['Documento de ejemplo', 'Archivo adjunto de los datos de demostración.']);

const samples = {
  pdf: () => PDF,
  png: () => PNG_1X1,
  // A post's photo: one of the drawn posters, by number.
  poster: (index: number) => posterImage(index),
} as const;

export type SampleKind = keyof typeof samples;

export const sampleName = (kind: SampleKind, index: number) => `sample-${kind}-${index}`;

/** The bytes of a sample file's stored name, or null when the name is no sample's. */
export function sampleBytes(storedAs: string): Buffer | null {
  const match = /^sample-(pdf|png|poster)-(\d+)$/.exec(storedAs);
  return match ? samples[match[1] as SampleKind](Number(match[2])) : null;
}

export const sampleSize = (kind: SampleKind, index = 0) => samples[kind](index).length;
export const sampleContentType = (kind: SampleKind) =>
  kind === 'pdf' ? 'application/pdf' : 'image/png';
