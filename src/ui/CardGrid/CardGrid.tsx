import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Columns by breakpoint: one on a phone, two from tablets, three on wide screens. */
export const THREE_UP = { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } as const;
/** One column on a phone, two from 768 px. */
export const TWO_UP = { xs: '1fr', md: 'repeat(2, 1fr)' } as const;

interface CardGridProps {
  /** Names the list for screen readers. */
  label?: string;
  /** `grid-template-columns` by breakpoint. @default THREE_UP */
  columns?: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  /** The cards, each in its own `<li>`. */
  children: ReactNode;
}

/** A list of cards laid out as a responsive grid (courses, trainings, library resources ...). */
export default function CardGrid({ label, columns = THREE_UP, children }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: columns,
      }}
    >
      {children}
    </Box>
  );
}
