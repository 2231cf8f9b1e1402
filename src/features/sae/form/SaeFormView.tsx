import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormularioSae } from '@generated/main/model';
import { useObtenerFormularioSae } from '@generated/main/endpoints/sae/sae';
import { formatLongDate } from '@/lib/dates';
import { paths } from '@/routes';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import AnswerForm from './AnswerForm';
import { texts } from '../texts';

const t = texts.form;

/** An answered form: each question with what the student answered. */
function Answers({ formulario }: { formulario: FormularioSae }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="tus-respuestas">
      <Typography id="tus-respuestas" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.yourAnswers}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {formulario.preguntas.map((q) => (
          <div key={q.idPregunta}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {q.enunciado}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {q.respuesta ?? t.noAnswer}
            </Typography>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /estudiantes/sae/pendientes?formulario={idAccion}: a form SAE asks the student to answer (a
 * notification's link leads here). Answered, it shows the answers; of a closed case, it says so;
 * another student's or none is 'not found'.
 */
export default function SaeFormView({ idAccion }: { idAccion: number }) {
  const valid = Number.isSafeInteger(idAccion) && idAccion > 0;
  const query = useObtenerFormularioSae(idAccion, {
    query: { meta: { silentError: true }, enabled: valid },
  });
  const back = <RouterLink href={paths.estudiantes_sae_pendientes.getHref()}>{t.back}</RouterLink>;
  if (!valid || query.isError) {
    return (
      <RecordUnavailable
        error={valid ? query.error : null}
        notFound={t.notFound}
        loadError={t.loadError}
        retryLabel={t.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  const formulario = query.data?.results;
  return (
    <Stack spacing={3} sx={{ maxWidth: 745, mx: 'auto', width: '100%' }}>
      {back}
      {query.isPending && <Skeleton variant="rectangular" height={320} />}
      {formulario && (
        <>
          <Stack spacing={0.5}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {formulario.titulo}
            </Typography>
            <Typography color="text.secondary">{texts.case(formulario.motivo)}</Typography>
            <Typography>{formulario.descripcion}</Typography>
            {formulario.estado === 'PENDIENTE' && (
              <Typography>{t.dueBy(formatLongDate(formulario.fecha))}</Typography>
            )}
          </Stack>
          {formulario.estado === 'REALIZADA' ? (
            <>
              <Alert severity="success">
                {t.answered(formatLongDate(formulario.realizadaEn ?? formulario.fecha))}
              </Alert>
              <Answers formulario={formulario} />
            </>
          ) : formulario.estado === 'CANCELADA' ? (
            <Alert severity="info">{t.closedCase}</Alert>
          ) : (
            <>
              <Typography color="text.secondary">{t.hint}</Typography>
              <AnswerForm formulario={formulario} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
