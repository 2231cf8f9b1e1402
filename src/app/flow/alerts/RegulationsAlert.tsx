import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useAceptarReglamento,
  useListarReglamentos,
} from '@generated/main/endpoints/reglamento/reglamento';
import { formatDate } from '@/lib/dates';
import { notifyError } from '@/lib/http';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { HomeAlert } from '@/ui/Modal';
import type { AlertViewProps } from '@/lib/flow';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

const t = texts.regulations;

/**
 * spec §4 `reglamentosActualizados`: the regulations whose current version the user has not
 * accepted, each to read and accept once (`admin/reglamento/aceptacion/guardar`, the date
 * recorded). Accepting the last one completes the task; the flow then moves on. It may be closed
 * only when its orden allows it.
 */
export default function RegulationsAlert({ closeable, onClose, inline }: AlertViewProps) {
  const query = useListarReglamentos(
    { pendientes: true },
    { query: { meta: { silentError: true } } },
  );
  const accept = useAceptarReglamento({ mutation: { meta: { silentError: true } } });
  const [reading, setReading] = useState<number | null>(null);
  const pending = query.data?.results.reglamentos ?? [];
  return (
    <HomeAlert title={t.title} closeable={closeable} inline={inline} onClose={onClose}>
      <Stack spacing={2}>
        <Typography>{t.intro}</Typography>
        {query.isError && <LoadError message={t.loadError} onRetry={() => void query.refetch()} />}
        {query.isPending && <Skeleton variant="rectangular" height={120} />}
        <Box
          component="ul"
          aria-label={t.list}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {pending.map((reglamento) => (
            <Box
              component="li"
              key={reglamento.versionId}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
            >
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {reglamento.titulo}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.version(reglamento.numero, formatDate(reglamento.publicadoEn))}
              </Typography>
              {reglamento.resumenCambios && (
                <Typography variant="body2">{t.changes(reglamento.resumenCambios)}</Typography>
              )}
              {reading === reglamento.versionId && (
                <Typography
                  component="div"
                  variant="body2"
                  sx={{
                    whiteSpace: 'pre-line',
                    maxHeight: 240,
                    overflow: 'auto',
                    my: 1,
                    p: 1,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                  }}
                  tabIndex={0}
                  aria-label={t.textOf(reglamento.titulo)}
                >
                  {reglamento.contenido}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="text"
                  aria-expanded={reading === reglamento.versionId}
                  onClick={() =>
                    setReading(reading === reglamento.versionId ? null : reglamento.versionId)
                  }
                >
                  {reading === reglamento.versionId ? t.hide : t.read}
                </Button>
                <Button
                  aria-label={t.acceptLabel(reglamento.titulo)}
                  loading={
                    accept.isPending && accept.variables?.data.versionId === reglamento.versionId
                  }
                  disabled={accept.isPending}
                  onClick={() =>
                    accept.mutate(
                      { data: { versionId: reglamento.versionId } },
                      { onError: notifyError },
                    )
                  }
                >
                  {t.accept}
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      </Stack>
    </HomeAlert>
  );
}
