export { default as CvDropzone, type CvDropzoneProps } from './CvDropzone';
export { CV_EXTENSIONS, CV_MAX_SIZE } from './cvRules';
