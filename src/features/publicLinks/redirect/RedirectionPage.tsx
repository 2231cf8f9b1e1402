import Typography from '@mui/material/Typography';
import { useResolverRedireccion } from '@generated/main/endpoints/redirecciones/redirecciones';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/http';
import { resolveLink } from '@/lib/navigation';
import { HOME_PATH } from '@/routes';
import { PublicCard } from '@/ui/PublicCard';
import { RouterLink } from '@/ui/RouterLink';
import { texts as all } from '../texts';

const texts = all.redirect;

/** Where the server's answer may lead: a path of this campus, or an https address elsewhere. */
function destination(answer: { ruta: string | null; enlace: string | null }) {
  const link = resolveLink(answer.ruta ?? answer.enlace ?? '', window.location.origin);
  if (answer.ruta !== null) return link?.kind === 'internal' ? link : null;
  return link?.kind === 'external' && link.href.startsWith('https://') ? link : null;
}

/**
 * /redirecciones/{module}/{code}: a short link the institute sent by SMS or e-mail, resolved by
 * the server and followed in place (a signed-in route asks for the session first, as any other);
 * an unknown or expired code lands here, on a page that says so. Never an open redirect: the
 * server only answers campus paths and allowed domains, and this page checks the answer again.
 */
export default function RedirectionPage() {
  const { module = '', code = '' } = useParams();
  const navigate = useNavigate();
  const query = useResolverRedireccion(module, code, {
    query: { retry: false, meta: { silentError: true } },
  });
  const answer = query.data?.results;
  const target = answer ? destination(answer) : null;
  const to = target?.kind === 'internal' ? target.to : null;
  const href = target?.kind === 'external' ? target.href : null;
  useEffect(() => {
    if (to !== null) void navigate(to, { replace: true });
    else if (href !== null) window.location.replace(href);
  }, [navigate, to, href]);

  const missing =
    (query.isError && query.error instanceof ApiError && query.error.status === 404) ||
    (answer !== undefined && target === null);
  if (!missing && !query.isError) {
    return (
      <PublicCard title={texts.title}>
        <Typography role="status">{texts.opening}</Typography>
      </PublicCard>
    );
  }
  return (
    <PublicCard title={missing ? texts.notFound : texts.title}>
      <Typography>{missing ? texts.notFoundText : texts.loadError}</Typography>
      <RouterLink href={HOME_PATH}>{texts.goHome}</RouterLink>
    </PublicCard>
  );
}
