export { default as Dropdown, type DropdownProps } from './Dropdown';
export type { DropdownItem } from './DropdownMenuItem';
