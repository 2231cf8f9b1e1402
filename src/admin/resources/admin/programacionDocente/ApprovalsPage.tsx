import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { Title, useNotify } from 'react-admin';
import { usePublicarProcesoProgramacion } from '@generated/main/endpoints/programacion-docente/programacion-docente';
import ConfirmAction from '@/admin/ConfirmAction';
import { isApiError } from '@/lib/http';
import { usePermissions } from '@/lib/permissions';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import ApprovalActions from './ApprovalActions';
import SectionsTable from './SectionsTable';
import { texts } from './texts';
import { useProcessSections } from './useProcessSections';

/**
 * /admin/programacion-docente/aprobaciones/{id}: the proposed assignments for the programme's
 * head to approve or reject, and the process button (PROGDOCPROC) that publishes the approved
 * ones to the teachers' programming.
 */
export default function ApprovalsPage() {
  const id = String(useParams().id);
  const page = useProcessSections(Number(id), 'PROPUESTA');
  const decides = usePermissions().includes('PROGDOCPROC');
  const publish = usePublicarProcesoProgramacion({ mutation: { meta: { silentError: true } } });
  const notify = useNotify();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={texts.approvalsTitle} />
      {decides && (
        <Stack direction="row">
          <ConfirmAction
            label={texts.process}
            title={texts.processTitle}
            content={texts.processContent}
            pending={publish.isPending}
            onConfirm={() =>
              publish
                .mutateAsync({ idProceso: Number(id) })
                .then((answer) => notify(answer.messagePublic ?? texts.done, { type: 'success' }))
                .catch((error: unknown) =>
                  notify(
                    isApiError(error) && error.messagePublic ? error.messagePublic : String(error),
                    {
                      type: 'error',
                    },
                  ),
                )
            }
          />
        </Stack>
      )}
      <SectionsTable
        page={page}
        label={texts.proposedLabel}
        empty={texts.noProposals}
        course={(section) => (
          <RouterLink
            href={paths.admin_programacion_asignacion_seccion.getHref({
              id,
              section: String(section.idSeccion),
            })}
          >
            {section.curso}
          </RouterLink>
        )}
        actions={(section) => <ApprovalActions section={section} decides={decides} />}
      />
    </Stack>
  );
}
