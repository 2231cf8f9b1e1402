/** A file as the campus forms send it (spec §3 "attached file"). */
export interface AttachedFile {
  /** The content as a data URL. */
  file: string;
  name: string;
  /** Lowercase extension without the dot, e.g. 'pdf'. */
  ext: string;
  /** Bytes. */
  size: number;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** Pixel bounds an image must respect; any bound may be left out. */
export interface DimensionLimits {
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
}

export const KB = 1024;
export const MB = 1024 * KB;

/** spec §5: images whose measures the generic file input checks. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'];

/** Lowercase extension without the dot; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** 'pdf, PNG,.jpg' -> ['pdf', 'png', 'jpg']. */
export function parseExtensions(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** The `accept` attribute for a file input: ['pdf', 'png'] -> '.pdf,.png'. */
export function acceptAttribute(extensions: readonly string[]): string | undefined {
  return extensions.length > 0 ? extensions.map((ext) => `.${ext}`).join(',') : undefined;
}

/** Case-insensitive; an empty list allows everything. */
export function hasAllowedExtension(name: string, allowed: readonly string[]): boolean {
  return allowed.length === 0 || allowed.includes(fileExtension(name));
}

export function exceedsSize(size: number, maxSize: number | undefined): boolean {
  return maxSize !== undefined && size > maxSize;
}

export function isImageFile(name: string): boolean {
  return IMAGE_EXTENSIONS.includes(fileExtension(name));
}

export function hasDimensionLimits(limits: DimensionLimits): boolean {
  const { minWidth, maxWidth, minHeight, maxHeight } = limits;
  return [minWidth, maxWidth, minHeight, maxHeight].some((value) => value !== undefined);
}

export function fitsDimensions({ width, height }: Dimensions, limits: DimensionLimits): boolean {
  const { minWidth = 0, maxWidth = Infinity, minHeight = 0, maxHeight = Infinity } = limits;
  return width >= minWidth && width <= maxWidth && height >= minHeight && height <= maxHeight;
}

/** spec §5: a file with the same name and the same content is already attached. */
export function isDuplicate(files: readonly AttachedFile[], candidate: AttachedFile): boolean {
  return files.some((item) => item.name === candidate.name && item.file === candidate.file);
}

/** Bytes in MB from one MB up, otherwise in KB; at most one decimal, never 0 for a non-empty file. */
export function sizeParts(bytes: number): { value: number; unit: 'MB' | 'KB' } {
  const unit = bytes >= MB ? 'MB' : 'KB';
  const value = Math.round((bytes / (unit === 'MB' ? MB : KB)) * 10) / 10;
  return { value: bytes > 0 ? Math.max(value, 0.1) : 0, unit };
}

/** '2.5 MB', '500 KB'; `compact` drops the space, as in 'Máximo: 5MB'. */
export function formatFileSize(bytes: number, compact = false): string {
  const { value, unit } = sizeParts(bytes);
  return `${value}${compact ? '' : ' '}${unit}`;
}

/** Bytes held by a base64 data URL, such as a canvas export. */
export function dataUrlSize(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
