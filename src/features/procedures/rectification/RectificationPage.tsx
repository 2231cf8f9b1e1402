import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CasoRectificacion } from '@generated/main/model';
import { useListarCasosRectificacion } from '@generated/main/endpoints/rectificacion/rectificacion';
import { formatDate, formatDateTime } from '@/lib/dates';
import { isApiError } from '@/lib/http';
import { useCapitalizeName } from '@/lib/text';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { Tag } from '@/ui/Tag';
import AllowlistForm from './AllowlistForm';
import RectificationForm from './RectificationForm';
import { texts } from './texts';

const isOpen = (caso: CasoRectificacion) =>
  caso.estado !== 'APROBADO' && caso.estado !== 'RECHAZADO';

/**
 * /superadmin/tramites/rectificacion (issue 15, spec §6): the teachers' grade rectification
 * cases, only for the four usernames allowed (the demo API answers anyone else 403, and the page
 * says so); applying one changes the student's grade and approves the request.
 */
export default function RectificationPage() {
  const query = useListarCasosRectificacion({ query: { meta: { silentError: true } } });
  const forbidden = isApiError(query.error) && query.error.status === 403;
  const cases = query.data?.results;
  const open = cases?.filter(isOpen) ?? [];
  const done = cases?.filter((caso) => !isOpen(caso)) ?? [];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.title} intro={texts.intro} />
      {forbidden && <Alert severity="warning">{texts.forbidden}</Alert>}
      {query.isError && !forbidden && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {cases && (
        <>
          <CaseGroup id="abiertos" title={texts.open} cases={open} empty={texts.none} />
          {done.length > 0 && <CaseGroup id="resueltos" title={texts.done} cases={done} />}
          <AllowlistForm />
        </>
      )}
    </Stack>
  );
}

interface CaseGroupProps {
  id: string;
  title: string;
  cases: CasoRectificacion[];
  empty?: string;
}

function CaseGroup({ id, title, cases, empty }: CaseGroupProps) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={`casos-${id}`}>
      <Typography id={`casos-${id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {cases.length === 0 && empty && <Typography>{empty}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {cases.map((caso) => (
          <Case key={caso.idSolicitud} caso={caso} />
        ))}
      </Box>
    </Stack>
  );
}

function Case({ caso }: { caso: CasoRectificacion }) {
  const headingId = `caso-${caso.idSolicitud}`;
  const capitalize = useCapitalizeName();
  const done = caso.rectificacion;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
            {capitalize(caso.curso)} · {caso.codigoEstudiante}
          </Typography>
          <Tag size="small" label={texts.state[caso.estado]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[
            texts.teacher(capitalize(caso.docente)),
            texts.student(
              caso.estudiante === null ? null : capitalize(caso.estudiante),
              caso.codigoEstudiante,
            ),
            texts.filed(formatDate(caso.fechaRegistro)),
          ].join(' · ')}
        </Typography>
        <Typography variant="body2">
          <strong>{texts.reason}:</strong> {caso.motivo}
        </Typography>
        {done && (
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>
              {texts.result(done.evaluacion, done.notaAnterior, done.notaNueva)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.appliedBy(done.aplicadoPor, formatDateTime(done.fecha))} · {done.comentario}
            </Typography>
          </Stack>
        )}
        {isOpen(caso) && caso.notas.length > 0 && <RectificationForm caso={caso} />}
      </Stack>
    </Box>
  );
}
