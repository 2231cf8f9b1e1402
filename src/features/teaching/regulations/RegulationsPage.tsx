import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReglamentoUsuario } from '@generated/main/model';
import {
  useAceptarReglamento,
  useListarReglamentos,
} from '@generated/main/endpoints/reglamento/reglamento';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

const PAGE_SIZE = 10;

function Regulation({ regulation }: { regulation: ReglamentoUsuario }) {
  const accept = useAceptarReglamento({
    mutation: {
      onSuccess: () => toast.show({ type: 'success', detail: texts.regulations.acceptedToast }),
    },
  });
  const t = texts.regulations;
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-label={t.read(regulation.titulo)}>
        <Stack spacing={0.5}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {regulation.titulo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.version(regulation.numero, formatDate(regulation.publicadoEn))}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Typography>{regulation.descripcion}</Typography>
          {regulation.resumenCambios && (
            <Typography variant="body2">
              <strong>{t.changes}:</strong> {regulation.resumenCambios}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{regulation.contenido}</Typography>
          {regulation.aceptado ? (
            <Chip
              color="success"
              variant="outlined"
              label={t.accepted(formatDate(regulation.aceptadoEn ?? regulation.publicadoEn))}
              sx={{ alignSelf: 'flex-start' }}
            />
          ) : (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'flex-start' }}
            >
              <Typography variant="body2">{t.pending}</Typography>
              <Button
                loading={accept.isPending}
                onClick={() => accept.mutate({ data: { versionId: regulation.versionId } })}
              >
                {t.accept}
              </Button>
            </Stack>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * /docentes/reglamentos, /docentes/reglamentos-politicas and /docentes/institucional/reglamentos:
 * the regulations and policies for teachers (spec §2), the same the superadmin publishes, each in
 * its current version with whether the teacher accepted it, and accepted here when pending.
 */
export default function RegulationsPage() {
  const [page, setPage] = useState(1);
  const query = useListarReglamentos(
    { pagina: page, tamanoPagina: PAGE_SIZE },
    { query: { meta: { silentError: true }, placeholderData: (previous) => previous } },
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.regulations.title} intro={texts.regulations.intro} />
      <QueryState
        query={query}
        loadError={texts.regulations.loadError}
        skeleton={<Skeleton variant="rectangular" height={200} />}
        isEmpty={({ results }) => results.total === 0}
        empty={texts.regulations.empty}
      >
        {({ results }) => {
          const pages = Math.ceil(results.total / PAGE_SIZE);
          return (
            <>
              {pages > 1 && (
                <Pagination
                  count={pages}
                  page={page}
                  onChange={setPage}
                  label={texts.regulations.pages}
                />
              )}
              <Stack spacing={1}>
                {results.reglamentos.map((regulation) => (
                  <Regulation key={regulation.id} regulation={regulation} />
                ))}
              </Stack>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
