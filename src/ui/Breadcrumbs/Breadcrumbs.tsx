import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { breadcrumbsTexts } from '../texts';
import { breadcrumbLimits, WIDE_MIN_WIDTH } from './breadcrumbLimits';
import Crumb, { type BreadcrumbItem } from './Crumb';

export interface BreadcrumbsProps {
  /** The path from the top, the current page usually last and `active`. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. @default 'Ruta de navegación' */
  label?: string;
}

/** The path to the current page; long paths collapse and long names are cut (spec §9). */
export default function Breadcrumbs({ items, label = breadcrumbsTexts.label }: BreadcrumbsProps) {
  const wide = useMediaQuery(`(min-width:${WIDE_MIN_WIDTH}px)`);
  const { maxItems, maxLength } = breadcrumbLimits(wide);
  return (
    <MuiBreadcrumbs aria-label={label} maxItems={maxItems} expandText={breadcrumbsTexts.expand}>
      {items.map((item, index) => (
        <Crumb key={`${index}-${item.name}`} item={item} maxLength={maxLength} />
      ))}
    </MuiBreadcrumbs>
  );
}
