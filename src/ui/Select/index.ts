export { default as Select, type SelectProps } from './Select';
export { SELECT_LIST_MAX_HEIGHT } from './SelectList';
export type { SelectOption, SelectValue } from './selectOption';
