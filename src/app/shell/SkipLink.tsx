import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/layout/shellMetrics';
import { texts } from './texts';

/** First focusable element: jumps over the menus to the page (WCAG 2.4.1). */
export default function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {texts.skipLink}
    </Link>
  );
}
