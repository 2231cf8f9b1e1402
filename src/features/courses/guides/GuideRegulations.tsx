import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useListarReglamentos } from '@generated/main/endpoints/reglamento/reglamento';
import { formatDate } from '@/lib/dates';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

const t = texts.guides.regulations;
// Every regulation that applies to students fits one page of the list (its maximum).
const ALL = { tamanoPagina: 100 };

/**
 * The regulations that apply to students, to re-read at any time in their current version: the
 * home alert asks to accept each new one once and then is gone. Read-only here. `?reglamento=<id>`
 * (the assistant's source link) brings that one into view.
 */
export default function GuideRegulations() {
  const query = useListarReglamentos(ALL, { query: { meta: { silentError: true } } });
  const [searchParams] = useSearchParams();
  const linked = Number(searchParams.get('reglamento'));
  const linkedCard = useRef<HTMLElement>(null);
  const regulations = query.data?.results.reglamentos;

  useEffect(() => {
    linkedCard.current?.scrollIntoView?.({ block: 'start' });
  }, [regulations, linked]);

  return (
    <Stack component="section" spacing={2} aria-labelledby="reglamentos">
      <Stack spacing={0.5}>
        <Typography id="reglamentos" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.intro}</Typography>
      </Stack>
      <QueryState
        query={query}
        loadError={t.loadError}
        skeleton={<Skeleton variant="rectangular" height={160} />}
        isEmpty={({ results }) => results.reglamentos.length === 0}
        empty={t.empty}
      >
        {({ results }) =>
          results.reglamentos.map((regulation) => (
            <Card
              key={regulation.id}
              ref={regulation.id === linked ? linkedCard : undefined}
              component="article"
              variant="outlined"
              aria-labelledby={`reglamento-${regulation.id}`}
              sx={regulation.id === linked ? { borderColor: 'primary.main', borderWidth: 2 } : {}}
            >
              <CardContent>
                <Stack spacing={1}>
                  <Typography
                    id={`reglamento-${regulation.id}`}
                    component="h3"
                    variant="subtitle1"
                    sx={{ fontWeight: 700 }}
                  >
                    {regulation.titulo}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.version(regulation.numero, formatDate(regulation.publicadoEn))}
                    {' · '}
                    {regulation.aceptado && regulation.aceptadoEn
                      ? t.accepted(formatDate(regulation.aceptadoEn))
                      : t.pending}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>{regulation.descripcion}</Typography>
                  <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {regulation.contenido}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          ))
        }
      </QueryState>
    </Stack>
  );
}
