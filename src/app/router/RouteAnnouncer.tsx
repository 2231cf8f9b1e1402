import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from './focusPageHeading';

interface RouteAnnouncerProps {
  /** The page title shown in the tab; null on paths outside the route table. */
  title: string | null;
}

/**
 * After each in-app navigation, says the new page's title through a polite live region and moves
 * focus to its heading. Not on the first load (the screen reader reads the new document itself),
 * nor when only the query or hash changes while the title stays (a filter, a page of a list).
 */
export default function RouteAnnouncer({ title }: RouteAnnouncerProps) {
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef<{ pathname: string; title: string | null } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname, title };
    if (previous === null || (previous.pathname === pathname && previous.title === title)) return;
    // Written here rather than rendered: the region must exist, empty, before its text changes.
    if (region.current && title !== null) region.current.textContent = title;
    return focusPageHeading(document);
  }, [pathname, title]);
  return (
    <div ref={region} role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden} />
  );
}
