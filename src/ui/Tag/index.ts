export { default as Tag, type TagColor, type TagProps } from './Tag';
