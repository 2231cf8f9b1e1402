import {
  exceedsSize,
  fileExtension,
  fitsDimensions,
  hasAllowedExtension,
  hasDimensionLimits,
  imageDimensions,
  isImageFile,
  readAsDataUrl,
  type AttachedFile,
  type DimensionLimits,
} from '@/lib/files';
import { normaliseFileName } from '@/lib/files/fileName';
import { fileInputTexts } from '../texts';

export interface FileRules extends DimensionLimits {
  /** Lowercase extensions without dots; empty allows any. */
  extensions: readonly string[];
  maxSize?: number;
  /** spec §5's alternative wording, naming the formats: the rules come from a configuration. */
  configured?: boolean;
}

export type FileCheck =
  { ok: true; attached: AttachedFile } | { ok: false; message: string; hint?: string };

/** The allowed measures, e.g. 'Medidas permitidas: ancho de 100 a 800 px, alto máximo 600 px.' */
export function dimensionsHint({ minWidth, maxWidth, minHeight, maxHeight }: DimensionLimits) {
  const { dimensionBound, dimensionsHint: hint } = fileInputTexts;
  const bounds = [];
  if (minWidth !== undefined || maxWidth !== undefined)
    bounds.push(dimensionBound('ancho', minWidth, maxWidth));
  if (minHeight !== undefined || maxHeight !== undefined)
    bounds.push(dimensionBound('alto', minHeight, maxHeight));
  return hint(bounds);
}

/**
 * spec §5 in order: format, size, then (for images) measures; reads the file once it passes. An
 * empty file is refused first, as the demo API does; the name is kept as the API will store it.
 */
export async function checkFile(file: File, rules: FileRules): Promise<FileCheck> {
  const { configured } = rules;
  if (file.size === 0) return { ok: false, message: fileInputTexts.empty };
  if (!hasAllowedExtension(file.name, rules.extensions)) {
    const message = configured
      ? fileInputTexts.configuredFormat(rules.extensions)
      : fileInputTexts.format;
    return { ok: false, message };
  }
  if (exceedsSize(file.size, rules.maxSize)) {
    return { ok: false, message: configured ? fileInputTexts.configuredSize : fileInputTexts.size };
  }
  const dataUrl = await readAsDataUrl(file);
  if (isImageFile(file.name) && hasDimensionLimits(rules)) {
    const dimensions = await imageDimensions(dataUrl).catch(() => null);
    if (!dimensions || !fitsDimensions(dimensions, rules))
      return { ok: false, message: fileInputTexts.dimensions, hint: dimensionsHint(rules) };
  }
  return {
    ok: true,
    attached: {
      file: dataUrl,
      name: normaliseFileName(file.name),
      ext: fileExtension(file.name),
      size: file.size,
    },
  };
}
