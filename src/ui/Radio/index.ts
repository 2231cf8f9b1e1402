export { default as Radio, type RadioOption, type RadioProps } from './Radio';
