export { default as Tooltip, TOOLTIP_MAX_WIDTH, type TooltipProps } from './Tooltip';
