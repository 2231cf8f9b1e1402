import MuiTooltip, { type TooltipProps as MuiTooltipProps } from '@mui/material/Tooltip';
import type { ReactElement, ReactNode } from 'react';
import { layers, useLayer } from '../theme';
import { tooltipTexts } from '../texts';

/** spec §9: tooltips are at most 253 px wide. */
export const TOOLTIP_MAX_WIDTH = 253;

export interface TooltipProps {
  /** The help text; blank or missing shows 'No se encontró información' (spec §8). */
  title?: ReactNode;
  /** The element the tooltip belongs to: one focusable element that accepts a ref. */
  children: ReactElement;
  /** Side of the element where the tooltip appears. @default 'top' */
  placement?: MuiTooltipProps['placement'];
  /** Draws the small arrow pointing at the element. @default true */
  arrow?: boolean;
  /**
   * The tooltip describes the element (aria-describedby) instead of naming it (aria-label). Use it
   * when the element already has its own name. @default false
   */
  describeChild?: boolean;
  /**
   * Controls it: shown while true, whatever hover and focus do, e.g. for a few seconds after
   * something new arrives. Pair it with `onOpenChange` to keep hover and focus working.
   * @default hover and focus decide
   */
  open?: boolean;
  /** Hover and focus asking to show (true) or hide (false) a controlled tooltip. */
  onOpenChange?: (open: boolean) => void;
}

// Lets tests find the arrow, which has no role.
const arrowProps = { 'data-testid': 'tooltip-arrow' };

const isBlank = (title: ReactNode) =>
  title === undefined ||
  title === null ||
  typeof title === 'boolean' ||
  (typeof title === 'string' && title.trim() === '');

/** Short help shown on hover and on keyboard focus, above the page and any enclosing modal. */
export default function Tooltip({
  title,
  children,
  placement = 'top',
  arrow = true,
  describeChild = false,
  open,
  onOpenChange,
}: TooltipProps) {
  const zIndex = useLayer(layers.tooltip);
  return (
    <MuiTooltip
      title={isBlank(title) ? tooltipTexts.empty : title}
      placement={placement}
      arrow={arrow}
      describeChild={describeChild}
      {...(open !== undefined && {
        open,
        onOpen: () => onOpenChange?.(true),
        onClose: () => onOpenChange?.(false),
      })}
      slotProps={{
        popper: { sx: { zIndex } },
        tooltip: { sx: { maxWidth: TOOLTIP_MAX_WIDTH } },
        arrow: arrowProps,
      }}
    >
      {children}
    </MuiTooltip>
  );
}
