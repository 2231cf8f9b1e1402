import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router';
import { Loading, Title, TopToolbar } from 'react-admin';
import {
  useListarRequisitosTramiteGenerico,
  useObtenerDatosTramiteGenerico,
} from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { DatosTramiteGenerico } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/routes';
import CaseCheck from './CaseCheck';
import FiltersStep from './FiltersStep';
import FinalStep from './FinalStep';
import InformationStep from './InformationStep';
import QuestionsStep from './QuestionsStep';
import RequirementsStep from './RequirementsStep';
import StepCard from './StepCard';
import { texts } from './texts';

/** Where the procedure stands: a draft with what it lacks, or published and read-only. */
function Status({ procedure }: { procedure: DatosTramiteGenerico }) {
  if (procedure.estado === 'PUBLICADO') {
    return (
      <Alert severity="success">
        {texts.publishedNotice(formatDateTime(procedure.fechaPublicacion ?? ''))}
      </Alert>
    );
  }
  return (
    <Alert severity={procedure.pendientes.length ? 'info' : 'success'}>
      <AlertTitle>{texts.draftNotice}</AlertTitle>
      {procedure.pendientes.length ? (
        <>
          {texts.pendingTitle}
          <ul style={{ margin: 0 }}>
            {procedure.pendientes.map((pending) => (
              <li key={pending}>{pending}</li>
            ))}
          </ul>
        </>
      ) : (
        texts.ready
      )}
    </Alert>
  );
}

/**
 * /admin/configuracion/tramites-genericos/editar/{id}: a generic procedure's builder. Each step
 * saves on its own and the draft says what it still lacks; publishing puts it in the students'
 * catalogue, after which the page shows it as it was published.
 */
export default function GenericoBuilder() {
  const id = Number(useParams().id);
  const datos = useObtenerDatosTramiteGenerico({ idTramite: id });
  const parts = useListarRequisitosTramiteGenerico(id);
  if (datos.isPending || parts.isPending) return <Loading />;
  if (datos.isError || parts.isError) return <Alert severity="error">{texts.loadError}</Alert>;
  const procedure = datos.data.results;
  const { preguntas, requisitos } = parts.data.results;
  const draft = procedure.estado === 'BORRADOR';
  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <Title title={texts.builderTitle(procedure.nombre)} />
      <TopToolbar>
        <Button component={Link} to={paths.admin_tramites_genericos_lista.getHref()}>
          {texts.backToList}
        </Button>
      </TopToolbar>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={procedure.codigo} />
        <Chip
          size="small"
          color={draft ? 'default' : 'success'}
          label={texts.states[procedure.estado]}
        />
      </Stack>
      <Status procedure={procedure} />
      <StepCard title={texts.steps.informacion} done>
        <InformationStep id={id} draft={draft} />
      </StepCard>
      <StepCard
        title={texts.steps.filtros}
        done={procedure.filtros.guardados}
        help={draft ? texts.filtersHelp : undefined}
      >
        <FiltersStep procedure={procedure} />
      </StepCard>
      <StepCard
        title={texts.steps.preguntas}
        done={procedure.preguntas + procedure.requisitos > 0}
        help={draft ? texts.questionsHelp : undefined}
      >
        <QuestionsStep id={id} questions={preguntas} draft={draft} />
      </StepCard>
      <StepCard
        title={texts.steps.requisitos}
        done={procedure.preguntas + procedure.requisitos > 0}
        help={draft ? texts.requirementsHelp : undefined}
      >
        <RequirementsStep id={id} requirements={requisitos} draft={draft} />
      </StepCard>
      <StepCard
        title={texts.steps.final}
        done={procedure.configuracion.guardada}
        help={draft ? texts.finalHelp : undefined}
      >
        <FinalStep procedure={procedure} />
      </StepCard>
      <StepCard title={texts.steps.caso} help={texts.caseHelp}>
        <CaseCheck id={id} />
      </StepCard>
    </Stack>
  );
}
