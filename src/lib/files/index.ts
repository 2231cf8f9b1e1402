export {
  KB,
  MB,
  acceptAttribute,
  dataUrlSize,
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
export { attachedToFile, imageDimensions, loadImage, readAsDataUrl } from './readFile';
export { saveFile } from './saveFile';
export { bytesMatchExtension, signatureOf, type FileSignature } from './signatures';
export { fileMatchesExtension } from './fileMatchesExtension';
