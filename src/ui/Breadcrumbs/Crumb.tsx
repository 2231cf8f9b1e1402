import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { Link as RouterLink } from 'react-router';
import { breadcrumbsTexts } from '../texts';
import { truncateName } from './breadcrumbLimits';

/** One step of the path. */
export interface BreadcrumbItem {
  /** Shown (cut to fit) and read in full by screen readers. */
  name: string;
  /** Where the step leads: an app path, or any URL when `external`. */
  link?: string;
  /** Opens `link` in a new tab. @default false */
  external?: boolean;
  /** The current page: plain text marked as such. @default false */
  active?: boolean;
  /** Called when the step is chosen; without `link` the step is a button. */
  click?: () => void;
}

const srOnly = (text: string) => (
  <Box component="span" sx={visuallyHidden}>
    {text}
  </Box>
);

/** Renders one item as the current page, an external or app link, a button, or plain text. */
export default function Crumb({ item, maxLength }: { item: BreadcrumbItem; maxLength: number }) {
  const short = truncateName(item.name, maxLength);
  const cut = short !== item.name;
  // A cut name is shown but not read: screen readers get the full one.
  const text = cut ? (
    <>
      <span aria-hidden>{short}</span>
      {srOnly(item.name)}
    </>
  ) : (
    item.name
  );
  const title = cut ? item.name : undefined;

  if (item.active) {
    return (
      <Typography color="text.primary" aria-current="page" title={title}>
        {text}
      </Typography>
    );
  }
  if (item.link && item.external) {
    return (
      <Link
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        title={title}
        onClick={item.click}
      >
        {text}
        <OpenInNew aria-hidden sx={{ fontSize: '1em', ml: 0.5, verticalAlign: 'middle' }} />
        {srOnly(` ${breadcrumbsTexts.newTab}`)}
      </Link>
    );
  }
  if (item.link) {
    return (
      <Link component={RouterLink} to={item.link} title={title} onClick={item.click}>
        {text}
      </Link>
    );
  }
  if (item.click) {
    return (
      <Link
        component="button"
        type="button"
        title={title}
        onClick={item.click}
        sx={{ font: 'inherit' }}
      >
        {text}
      </Link>
    );
  }
  return <Typography title={title}>{text}</Typography>;
}
