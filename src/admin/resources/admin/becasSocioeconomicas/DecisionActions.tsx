import CheckIcon from '@mui/icons-material/CheckOutlined';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import MuiButton from '@mui/material/Button';
import { useState } from 'react';
import { ListButton, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useEvaluarBecaSocioeconomica } from '@generated/main/endpoints/beca-socioeconomica/beca-socioeconomica';
import type { BecaSocioeconomica, EvaluarBecaSocioeconomicaRequest } from '@generated/main/model';
import { isApiError } from '@/lib/http';
import EvaluateDialog from './EvaluateDialog';
import { texts } from './texts';

type Decision = EvaluarBecaSocioeconomicaRequest['decision'];

/** Grant (with its percentage) or reject (with the reason) an application in evaluation. */
export default function DecisionActions() {
  const application = useRecordContext<BecaSocioeconomica>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const evaluate = useEvaluarBecaSocioeconomica({ mutation: { meta: { silentError: true } } });
  if (!application) return null;
  const send = (data: EvaluarBecaSocioeconomicaRequest) =>
    evaluate.mutateAsync({ id: application.id, data }).then(
      (answer) => {
        setDeciding(null);
        notify(answer.messagePublic ?? texts.states[answer.results.estado], { type: 'success' });
        refresh();
      },
      (error: unknown) => {
        notify(isApiError(error) && error.messagePublic ? error.messagePublic : String(error), {
          type: 'error',
        });
        // One decided meanwhile shows as it is now.
        refresh();
        throw error;
      },
    );
  return (
    <TopToolbar>
      <ListButton />
      {application.estado === 'EN_EVALUACION' && (
        <>
          <MuiButton startIcon={<CheckIcon />} onClick={() => setDeciding('OTORGADA')}>
            {texts.grant}
          </MuiButton>
          <MuiButton
            color="error"
            startIcon={<CloseIcon />}
            onClick={() => setDeciding('RECHAZADA')}
          >
            {texts.reject}
          </MuiButton>
        </>
      )}
      {deciding && (
        <EvaluateDialog decision={deciding} onClose={() => setDeciding(null)} onEvaluate={send} />
      )}
    </TopToolbar>
  );
}
