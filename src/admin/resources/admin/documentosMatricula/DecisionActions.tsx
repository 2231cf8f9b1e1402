import CheckIcon from '@mui/icons-material/CheckOutlined';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import MuiButton from '@mui/material/Button';
import { useState } from 'react';
import { ListButton, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  useAprobarDocumentoMatricula,
  useObservarDocumentoMatricula,
} from '@generated/main/endpoints/documento-matricula/documento-matricula';
import type { DocumentoMatricula } from '@generated/main/model';
import ConfirmAction from '@/admin/ConfirmAction';
import { isApiError } from '@/lib/http';
import ObserveDialog from './ObserveDialog';
import { texts } from './texts';

/**
 * Approve (after a confirmation) or observe (with the reason) a pending document, on the file
 * shown: the server refuses a decision on a file the student replaced meanwhile.
 */
export default function DecisionActions() {
  const document = useRecordContext<DocumentoMatricula>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [observing, setObserving] = useState(false);
  const approve = useAprobarDocumentoMatricula({ mutation: { meta: { silentError: true } } });
  const observe = useObservarDocumentoMatricula({ mutation: { meta: { silentError: true } } });
  if (!document) return null;
  const failed = (error: unknown) => {
    notify(isApiError(error) && error.messagePublic ? error.messagePublic : String(error), {
      type: 'error',
    });
    // A document decided or replaced meanwhile shows as it is now.
    refresh();
  };
  const done = (messagePublic: string | undefined) => {
    notify(messagePublic ?? texts.decidedNote, { type: 'success' });
    refresh();
  };
  const idArchivo = document.archivo.idArchivo;
  return (
    <TopToolbar>
      <ListButton />
      {document.estado === 'PENDIENTE' && (
        <>
          <ConfirmAction
            label={texts.approve}
            icon={<CheckIcon />}
            title={texts.approveTitle}
            content={texts.approveContent}
            pending={approve.isPending}
            onConfirm={() =>
              approve
                .mutateAsync({ id: document.id, data: { idArchivo } })
                .then((answer) => done(answer.messagePublic), failed)
            }
          />
          <MuiButton
            color="error"
            startIcon={<ReportIcon />}
            disabled={observe.isPending}
            onClick={() => setObserving(true)}
          >
            {texts.observe}
          </MuiButton>
        </>
      )}
      {observing && (
        <ObserveDialog
          onClose={() => setObserving(false)}
          onObserve={(observacion) =>
            observe.mutateAsync({ id: document.id, data: { idArchivo, observacion } }).then(
              (answer) => {
                setObserving(false);
                done(answer.messagePublic);
              },
              (error: unknown) => {
                failed(error);
                throw error;
              },
            )
          }
        />
      )}
    </TopToolbar>
  );
}
