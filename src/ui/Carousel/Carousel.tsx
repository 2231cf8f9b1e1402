import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { carouselTexts } from '../texts';

/** spec §9: each press of 'previous' or 'next' moves the track 230 px. */
export const CAROUSEL_STEP = 230;

export interface CarouselProps {
  /** The items, laid out in one row; each keeps its own width. */
  children: ReactNode;
  /** Names the carousel region. @default 'Carrusel' */
  label?: string;
  /** Pixels each button scrolls. @default 230 */
  step?: number;
}

/** A horizontally scrolling row with previous/next buttons that turn off at either end. */
export default function Carousel({
  children,
  label = carouselTexts.label,
  step = CAROUSEL_STEP,
}: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // One pixel of slack: browsers report fractional scroll positions on zoomed pages.
    setEdges({
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  // Items arriving or the window resizing change whether there is anything to scroll.
  useLayoutEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, children]);

  const scroll = (direction: 1 | -1) =>
    trackRef.current?.scrollBy({
      left: direction * step,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });

  return (
    <Box
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}
    >
      <IconButton
        aria-label={carouselTexts.previous}
        disabled={edges.atStart}
        onClick={() => scroll(-1)}
      >
        <ChevronLeft />
      </IconButton>
      <Box
        ref={trackRef}
        role="group"
        aria-label={carouselTexts.track}
        tabIndex={0}
        onScroll={measure}
        sx={{
          display: 'flex',
          gap: 2,
          flex: 1,
          minWidth: 0,
          overflowX: 'auto',
          py: 1,
          scrollbarWidth: 'thin',
          '& > *': { flexShrink: 0 },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {children}
      </Box>
      <IconButton aria-label={carouselTexts.next} disabled={edges.atEnd} onClick={() => scroll(1)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
