export {
  default as FileInput,
  MAX_FILES,
  attachedFilesError,
  type FileInputProps,
} from './FileInput';
export { FILE_INPUT_TICK_MS } from './ReadingStatus';
