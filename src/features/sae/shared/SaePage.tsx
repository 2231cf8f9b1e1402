import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CasoSae } from '@generated/main/model';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { casesQuery } from './saeQueries';
import { texts } from '../texts';

const LINKS = {
  dashboard: { href: paths.estudiantes_sae_dashboard.getHref(), text: texts.nav.dashboard },
  pending: { href: paths.estudiantes_sae_pendientes.getHref(), text: texts.nav.pending },
  history: { href: paths.estudiantes_sae_historial.getHref(), text: texts.nav.history },
};

interface SaePageProps {
  /** Which of the three pages this is: the links lead to the other two. */
  page: keyof typeof LINKS;
  title: string;
  intro: string;
  /** The page's content from the caller's cases, once read. */
  children: (cases: CasoSae[]) => ReactNode;
}

/** The frame of the three SAE pages: heading, links between them, and the cases read once. */
export default function SaePage({ page, title, intro, children }: SaePageProps) {
  const query = useQuery(casesQuery());
  const { hash } = useLocation();
  const loaded = query.data !== undefined;
  // A notification's link names a case (#caso-…): once the cases are drawn, bring its card in.
  useEffect(() => {
    if (loaded && hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
        <Stack
          component="nav"
          aria-label={texts.nav.label}
          direction="row"
          spacing={2}
          sx={{ flexWrap: 'wrap' }}
        >
          {Object.entries(LINKS)
            .filter(([name]) => name !== page)
            .map(([name, link]) => (
              <RouterLink key={name} href={link.href}>
                {link.text}
              </RouterLink>
            ))}
        </Stack>
      </Stack>
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {query.data && children(query.data.results)}
    </Stack>
  );
}
