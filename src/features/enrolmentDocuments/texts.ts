// Every text of the student's enrolment documents (spec §2 /subir-documentos; the spec gives no
// wording beyond the page title and spec §5's file messages, which the file input says itself).
import { countOf } from '@/lib/text';

export const texts = {
  title: 'Subir documentos',
  intro:
    'Sube los documentos que el área de matrícula te solicita. Cada uno se revisa; si alguno es observado, reemplázalo con una copia correcta.',
  rules: (formats: readonly string[], maxSize: string) =>
    `Formatos: ${formats.map((format) => format.toUpperCase()).join(', ')}. Tamaño máximo: ${maxSize}.`,
  loadError: 'No pudimos cargar tus documentos.',
  listLabel: 'Documentos solicitados',
  none: 'No tienes documentos por subir.',
  summary: {
    complete: 'Subiste todos tus documentos. Te avisaremos si alguno es observado.',
    missing: (count: number) =>
      `Tienes ${countOf(count, 'documento', 'documentos')} por subir.`,
    observed: (count: number) =>
      count === 1
        ? 'Tienes 1 documento observado por reemplazar.'
        : `Tienes ${count} documentos observados por reemplazar.`,
  },
  states: {
    FALTA: 'Sin subir',
    PENDIENTE: 'En revisión',
    OBSERVADO: 'Observado',
    APROBADO: 'Aprobado',
  },
  observation: 'Motivo de la observación',
  uploadedOn: (date: string) => `Subido el ${date}`,
  approvedNote: 'Aprobado por el área de matrícula. Ya no se puede reemplazar.',
  view: 'Ver archivo',
  viewLabel: (name: string) => `Ver archivo de ${name}`,
  downloadError: 'No pudimos descargar el archivo. Inténtalo de nuevo.',
  fileLabel: (name: string) => `Archivo de ${name}`,
  upload: 'Subir',
  replace: 'Reemplazar',
  uploadLabel: (name: string) => `Subir ${name}`,
  replaceLabel: (name: string) => `Reemplazar ${name}`,
  uploading: 'Subiendo…',
  // spec §5's generic file input: the bytes are not the kind the name says.
  wrongFormat: 'El archivo es de un formato no permitido.',
  uploaded: 'Recibimos tu documento. El área de matrícula lo revisará.',
} as const;
