export { default as Popover, POPOVER_WIDTH, type PopoverProps } from './Popover';
