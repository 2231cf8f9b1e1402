import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarEventosSolicitud } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import { formatDateTime } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import AttachmentList from './AttachmentList';
import EstadoTag from './EstadoTag';

/** A request's history, oldest first: who did what, when, with their comment and files. */
export default function RequestHistory({ idSolicitud }: { idSolicitud: number }) {
  const { data, isPending, isError } = useListarEventosSolicitud(idSolicitud);
  const capitalize = useCapitalizeName();
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (isError) return <Typography color="error">{texts.loadFailed}</Typography>;
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.results.map((event) => (
        <Stack
          component="li"
          key={event.idEvento}
          spacing={0.5}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle2">
              {texts.events[event.tipo]}
            </Typography>
            {event.estadoAnterior !== event.estadoNuevo && <EstadoTag estado={event.estadoNuevo} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`${formatDateTime(event.fecha)} · ${capitalize(event.autor.nombre)} (${texts.roles[event.autor.rol]})`}
          </Typography>
          {event.comentario && <Typography variant="body2">{event.comentario}</Typography>}
          {event.adjuntos.length > 0 && (
            <AttachmentList idSolicitud={idSolicitud} files={event.adjuntos} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
