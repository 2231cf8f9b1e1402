import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { formatLongDate, formatTime } from '@/lib/dates';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { Tag } from '@/ui/Tag';
import SaeFormView from '../form/SaeFormView';
import { caseActions, isPending, type CaseAction } from '../shared/caseActions';
import SaePage from '../shared/SaePage';
import { texts } from '../texts';
import ConfirmAttendanceButton from './ConfirmAttendanceButton';

const t = texts.pending;

function PendingAction({ accion, caso }: CaseAction) {
  const when = `${formatLongDate(accion.fecha)}, ${formatTime(accion.fecha)}`;
  const interview = accion.tipo === 'ENTREVISTA';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {accion.titulo}
          </Typography>
          <Tag label={texts.actionKinds[accion.tipo]} color="primary" size="small" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {texts.case(caso.motivo)}
        </Typography>
        <Typography variant="body2">
          {interview ? t.interviewOn(when) : t.formDue(formatLongDate(accion.fecha))}
        </Typography>
        {accion.lugar && <Typography variant="body2">{t.place(accion.lugar)}</Typography>}
        {interview ? (
          <ConfirmAttendanceButton accion={accion} />
        ) : (
          <RouterLink
            href={paths.estudiantes_sae_pendientes.getHref(undefined, {
              formulario: accion.idAccion,
            })}
          >
            {t.answer}
          </RouterLink>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /estudiantes/sae/pendientes: the interviews to attend and the forms to answer; with
 * ?formulario={idAccion}, that form to answer (spec §2 names no page of its own for it).
 */
export default function SaePendingPage() {
  const [search] = useSearchParams();
  const form = search.get('formulario');
  if (form !== null) return <SaeFormView key={form} idAccion={Number(form)} />;
  return (
    <SaePage page="pending" title={t.title} intro={t.intro}>
      {(cases) => {
        const pending = caseActions(cases).filter(isPending);
        return pending.length === 0 ? (
          <Typography color="text.secondary">{t.empty}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} aria-label={t.title} sx={{ m: 0, p: 0 }}>
            {pending.map((item) => (
              <PendingAction key={item.accion.idAccion} {...item} />
            ))}
          </Stack>
        );
      }}
    </SaePage>
  );
}
