export {
  default as TextArea,
  TEXT_AREA_MAX_LENGTH,
  TEXT_AREA_ROWS,
  type TextAreaProps,
} from './TextArea';
