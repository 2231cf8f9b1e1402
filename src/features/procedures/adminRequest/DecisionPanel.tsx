import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useAprobarRevisionSolicitud,
  useAprobarSolicitud,
  useObservarSolicitud,
  useReasignarSolicitud,
  useRechazarSolicitud,
} from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { Solicitud } from '@generated/main/model';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { refreshRequests } from '../shared/refreshRequests';
import DecisionDialog, {
  DECISION_TITLES,
  type Decision,
  type DecisionValues,
} from './DecisionDialog';
import { adminTexts } from '../shared/staffTexts';

const silent = { mutation: { meta: { silentError: true } } };

/**
 * The manager's decisions on an open request (spec §3 APR, RAP, OBS, REC) and its reassignment,
 * each confirmed in a dialog and sent with the version read: a request someone else changed
 * meanwhile is refused with the server's message and reloaded.
 */
export default function DecisionPanel({ solicitud }: { solicitud: Solicitud }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Decision | null>(null);
  const approve = useAprobarSolicitud(silent);
  const approveReviewed = useAprobarRevisionSolicitud(silent);
  const observe = useObservarSolicitud(silent);
  const reject = useRechazarSolicitud(silent);
  const reassign = useReasignarSolicitud(silent);
  const { acciones } = solicitud;

  const decide = async (decision: Decision, values: DecisionValues) => {
    const base = {
      idSolicitud: solicitud.idSolicitud,
      version: solicitud.version,
      comentario: values.comentario.trim() || null,
    };
    try {
      if (decision === 'aprobar') await approve.mutateAsync({ data: base });
      if (decision === 'revision') await approveReviewed.mutateAsync({ data: base });
      if (decision === 'observar') await observe.mutateAsync({ data: base });
      if (decision === 'rechazar') await reject.mutateAsync({ data: base });
      if (decision === 'reasignar') {
        await reassign.mutateAsync({ data: { ...base, idEncargado: values.idEncargado ?? 0 } });
      }
      toast.show({ type: 'success', detail: adminTexts.decided[decision] });
      setOpen(null);
    } catch (error) {
      const conflict = isApiError(error) && error.status === 409;
      const message = isApiError(error) ? (error.messagePublic ?? error.message) : String(error);
      toast.show({ type: 'error', detail: message });
      // A stale copy is useless: show the request as it is now.
      if (conflict) setOpen(null);
      throw error;
    } finally {
      await refreshRequests(queryClient);
    }
  };

  const buttons: [Decision, boolean, 'primary' | 'secondary'][] = [
    ['aprobar', acciones.puedeDecidir, 'primary'],
    ['revision', acciones.puedeAprobarRevision, 'primary'],
    ['observar', acciones.puedeDecidir, 'secondary'],
    ['rechazar', acciones.puedeDecidir, 'secondary'],
    ['reasignar', acciones.puedeReasignar, 'secondary'],
  ];
  if (!buttons.some(([, allowed]) => allowed)) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {adminTexts.decisions}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {buttons
          .filter(([, allowed]) => allowed)
          .map(([decision, , variant]) => (
            <Button key={decision} variant={variant} onClick={() => setOpen(decision)}>
              {DECISION_TITLES[decision]}
            </Button>
          ))}
      </Stack>
      {open && (
        <DecisionDialog
          decision={open}
          solicitud={solicitud}
          onClose={() => setOpen(null)}
          onDecide={(values) => decide(open, values)}
        />
      )}
    </Paper>
  );
}
