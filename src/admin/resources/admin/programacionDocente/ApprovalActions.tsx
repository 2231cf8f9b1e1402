import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from 'react-admin';
import {
  useAprobarSeccionProceso,
  useRechazarSeccionProceso,
} from '@generated/main/endpoints/programacion-docente/programacion-docente';
import type { SeccionProceso } from '@generated/main/model';
import ConfirmAction from '@/admin/ConfirmAction';
import { isApiError } from '@/lib/http';
import { paths } from '@/routes';
import RejectDialog from './RejectDialog';
import { texts } from './texts';

interface ApprovalActionsProps {
  section: SeccionProceso;
  /** Whether the caller holds PROGDOCPROC (spec §6): without it only the applicants show. */
  decides: boolean;
}

/** Approve (asks first; the server checks the conflicts again) or reject with a reason. */
export default function ApprovalActions({ section, decides }: ApprovalActionsProps) {
  const notify = useNotify();
  const [rejecting, setRejecting] = useState(false);
  const approve = useAprobarSeccionProceso({ mutation: { meta: { silentError: true } } });
  const reject = useRechazarSeccionProceso({ mutation: { meta: { silentError: true } } });
  const failed = (error: unknown) =>
    notify(isApiError(error) && error.messagePublic ? error.messagePublic : String(error), {
      type: 'error',
    });
  const { idSeccion, version } = section;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {decides && (
        <>
          <ConfirmAction
            label={texts.approve}
            title={texts.approveTitle}
            content={texts.approveContent(section.docente ?? '', section.curso)}
            pending={approve.isPending}
            onConfirm={() =>
              approve
                .mutateAsync({ idSeccion, data: { version } })
                .then((answer) => notify(answer.messagePublic ?? texts.done, { type: 'success' }))
                .catch(failed)
            }
          />
          <Button color="error" disabled={reject.isPending} onClick={() => setRejecting(true)}>
            {texts.reject}
          </Button>
        </>
      )}
      <Button
        component={Link}
        to={paths.admin_programacion_postulantes.getHref({
          id: String(section.idProceso),
          section: String(idSeccion),
        })}
      >
        {texts.seeApplicants}
      </Button>
      {rejecting && (
        <RejectDialog
          onClose={() => setRejecting(false)}
          onReject={(motivo) =>
            reject.mutateAsync({ idSeccion, data: { version, motivo } }).then((answer) => {
              setRejecting(false);
              notify(answer.messagePublic ?? texts.done, { type: 'success' });
            })
          }
        />
      )}
    </Stack>
  );
}
