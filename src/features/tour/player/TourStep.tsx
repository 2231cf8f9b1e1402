import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { MedidaTour, PasoTour } from '@generated/main/model';
import { Button } from '@/ui/Button';
import { layers } from '@/ui/theme';
import { texts } from '../texts';
import { measureAtWidth, placePopup, type Box as Rect } from './tourLayout';
import { useTourAnchor } from './useTourAnchor';

/** spec §9: pop-ups are 328 px wide. */
const POPUP_WIDTH = 328;

interface TourStepProps {
  step: PasoTour;
  /** 1-based, among the steps shown at this width. */
  number: number;
  total: number;
  measures: readonly MedidaTour[];
  pathname: string;
  onNext: () => void;
  /** The step before; absent on the first step. */
  onPrevious?: () => void;
  onClose: () => void;
}

interface Placement {
  anchor: Rect | null;
  rounded: boolean;
  top: number;
  left: number;
}

/**
 * One step of a tour: a pop-up beside the element it describes (ringed), placed by the tour's
 * measure for the screen's width. Focus moves into it and its title names it; Escape closes the
 * tour.
 */
export default function TourStep({
  step,
  number,
  total,
  measures,
  pathname,
  onNext,
  onPrevious,
  onClose,
}: TourStepProps) {
  const id = useId();
  const popup = useRef<HTMLDivElement>(null);
  const found = useTourAnchor(step.idComponent, step.route, pathname);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const last = number === total;

  useLayoutEffect(() => {
    if (!found) return;
    const element = found.element;
    element?.scrollIntoView({ block: 'center', inline: 'nearest' });
    const update = () => {
      if (!popup.current) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const measure = measureAtWidth(measures, viewport.width);
      const rect = element?.getBoundingClientRect();
      const anchor = rect
        ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
        : null;
      const size = popup.current.getBoundingClientRect();
      setPlacement({
        anchor,
        rounded: measure?.rounded ?? true,
        ...placePopup(measure, anchor, size, viewport),
      });
    };
    update();
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [found, measures]);

  const shown = found !== null && placement !== null;
  useEffect(() => {
    if (shown) popup.current?.focus();
  }, [shown, step.step]);

  if (!found) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const radius = placement?.rounded ? 1 : 0;
  // Straight into the body (MUI's Portal mounts a render later, after the placement is measured).
  return createPortal(
    <>
      {placement?.anchor && (
        <Box
          aria-hidden
          sx={{
            position: 'fixed',
            zIndex: layers.modal,
            pointerEvents: 'none',
            top: placement.anchor.top - 4,
            left: placement.anchor.left - 4,
            width: placement.anchor.width + 8,
            height: placement.anchor.height + 8,
            borderRadius: radius,
            outline: 3,
            outlineColor: 'primary.main',
          }}
        />
      )}
      <Paper
        ref={popup}
        role="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-content`}
        tabIndex={-1}
        elevation={8}
        onKeyDown={onKeyDown}
        sx={{
          position: 'fixed',
          zIndex: layers.modal,
          width: `min(${POPUP_WIDTH}px, calc(100vw - 16px))`,
          top: placement?.top ?? 0,
          left: placement?.left ?? 0,
          visibility: placement ? 'visible' : 'hidden',
          borderRadius: radius,
          p: 2,
          outline: 'none',
        }}
      >
        <Stack spacing={1}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="caption" color="text.secondary">
              {texts.stepOf(number, total)}
            </Typography>
            <IconButton size="small" aria-label={texts.close} onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Typography
            id={`${id}-title`}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            {step.title}
          </Typography>
          <Typography id={`${id}-content`} variant="body2">
            {step.content}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
            {onPrevious && (
              <Button variant="secondary" onClick={onPrevious}>
                {texts.previous}
              </Button>
            )}
            <Button onClick={onNext}>{last ? texts.done : texts.next}</Button>
          </Stack>
        </Stack>
        <Box role="status" sx={visuallyHidden}>
          {shown ? `${texts.stepOf(number, total)}: ${step.title}` : ''}
        </Box>
      </Paper>
    </>,
    document.body,
  );
}
