import { uploadTexts } from '@/lib/files/fileName';

export const fileInputTexts = {
  required: 'El campo es requerido.',
  // The demo API's own words for an empty upload (src/lib/files/fileName.ts).
  empty: uploadTexts.empty,
  format: 'El archivo es de un formato no permitido.',
  size: 'El archivo excede el tamaño permitido.',
  // spec §5's alternative wording, for files a configured requirement asks for.
  configuredFormat: (extensions: readonly string[]) =>
    `El archivo no tiene el formato ${extensions.map((ext) => ext.toUpperCase()).join(', ')} establecido`,
  configuredSize: 'El archivo supera el peso establecido',
  maxFiles: 'Has llegado al máximo de archivos adjuntos.',
  dimensions: 'Las medidas superan el tamaño permitido',
  dimensionsHint: (bounds: readonly string[]) => `Medidas permitidas: ${bounds.join(', ')}.`,
  /** One bound of the hint, e.g. 'ancho de 100 a 800 px' or 'alto máximo 600 px'. */
  dimensionBound: (name: 'ancho' | 'alto', min?: number, max?: number) => {
    if (min !== undefined && max !== undefined) return `${name} de ${min} a ${max} px`;
    return min !== undefined ? `${name} mínimo ${min} px` : `${name} máximo ${max} px`;
  },
  pick: 'Seleccionar archivo',
  reading: 'Cargando archivo',
  attached: 'Archivos adjuntos',
  remove: (name: string) => `Quitar ${name}`,
} as const;
