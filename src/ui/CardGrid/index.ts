export { default as CardGrid, THREE_UP, TWO_UP } from './CardGrid';
