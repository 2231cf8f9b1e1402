export { default as PhotoUpload, type PhotoUploadProps } from './PhotoUpload';
export { PHOTO_SIZE } from './cropImage';
export { PHOTO_EXTENSIONS, PHOTO_MAX_SIZE } from './photoRules';
