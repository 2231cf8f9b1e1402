export { default as QueryState, type QueryLike, type QueryStateProps } from './QueryState';
