import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router';
import { Title, useNotify } from 'react-admin';
import { useAsignarSeccionProceso } from '@generated/main/endpoints/programacion-docente/programacion-docente';
import { isApiError } from '@/lib/http';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { useLeavePageConfirmation } from '@/ui/Modal';
import CandidateList from './CandidateList';
import SectionSummary from './SectionSummary';
import { texts } from './texts';
import { useSection } from './useSection';

/**
 * /admin/programacion-docente/asignacion/{id}/seccion/{section}/candidatos: the campus's teachers
 * ranked for the section, each with the conflicts it would cause, and the assignment. A choice
 * not yet saved, or an assignment under way (its ASSIGN or UPDATE mail), asks before leaving.
 * The ranking comes a page at a time (CandidateList).
 */
export default function CandidatesPage() {
  const { id, idSeccion, query, section } = useSection();
  const assign = useAsignarSeccionProceso({ mutation: { meta: { silentError: true } } });
  const notify = useNotify();
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaveMessage = section?.idDocente ? texts.leaveWhileUpdate : texts.leaveWhileAssign;
  const leaveGuard = useLeavePageConfirmation(
    chosen !== '' || assign.isPending,
    assign.isPending ? leaveMessage : undefined,
  );

  const submit = () => {
    if (!section || !chosen || assign.isPending) return;
    setRefusal(null);
    assign
      .mutateAsync({ idSeccion, data: { idDocente: Number(chosen), version: section.version } })
      .then((answer) => {
        setChosen('');
        notify(answer.messagePublic ?? texts.done, { type: 'success' });
      })
      .catch((error: unknown) => {
        // The choice stays, so the coordinator can read why and pick again.
        setRefusal(isApiError(error) && error.messagePublic ? error.messagePublic : String(error));
        void query.refetch();
      });
  };

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={texts.candidatesTitle} />
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {section && <SectionSummary section={section} />}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <CandidateList idSeccion={idSeccion} chosen={chosen} onChoose={setChosen} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={!chosen || assign.isPending} onClick={submit}>
          {assign.isPending ? texts.assigning : texts.assignChosen}
        </Button>
        <Button
          component={Link}
          to={paths.admin_programacion_asignacion_seccion.getHref({
            id,
            section: String(idSeccion),
          })}
        >
          {texts.sectionTitle}
        </Button>
      </Stack>
      {leaveGuard}
    </Stack>
  );
}
