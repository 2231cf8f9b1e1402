import Stack from '@mui/material/Stack';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from './texts';

type Page = keyof typeof texts.pages;

const HREFS: Record<Page, string> = {
  information: paths.docentes_linea_informacion_general.getHref(),
  accompaniment: paths.docentes_linea_ruta_acompanamiento.getHref(),
  route: paths.docentes_linea_ruta_formativa.getHref(),
};

/** The development line's three pages, the current one marked. */
export default function DevelopmentNav({ current }: { current: Page }) {
  return (
    <Stack
      component="nav"
      aria-label={texts.nav}
      direction="row"
      spacing={2}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
    >
      {(Object.keys(HREFS) as Page[]).map((page) => (
        <RouterLink
          key={page}
          href={HREFS[page]}
          aria-current={page === current ? 'page' : undefined}
          style={page === current ? { fontWeight: 700, textDecoration: 'none' } : undefined}
        >
          {texts.pages[page]}
        </RouterLink>
      ))}
    </Stack>
  );
}
