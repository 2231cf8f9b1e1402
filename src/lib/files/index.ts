export {
  KB,
  MB,
  acceptAttribute,
  exceedsSize,
  fileExtension,
  fitsDimensions,
  formatFileSize,
  hasAllowedExtension,
  hasDimensionLimits,
  isDuplicate,
  isImageFile,
  parseExtensions,
  sizeParts,
} from './fileRules';
export type { AttachedFile, DimensionLimits, Dimensions } from './fileRules';
export { imageDimensions, loadImage, readAsDataUrl } from './readFile';
