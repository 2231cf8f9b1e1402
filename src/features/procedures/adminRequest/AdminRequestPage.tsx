import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { RouterLink } from '@/ui/RouterLink';
import RequestPage from '../shared/RequestPage';
import { adminRequestHref } from '../shared/requestRoutes';
import DecisionPanel from './DecisionPanel';
import { TRAYS, trayListHref, trayOfPath } from '../shared/trays';

/** /admin/tramites/{tray}/detalle/{pendientes|finalizados}/{slug}/{id}: a request to decide. */
export default function AdminRequestPage() {
  const { bandeja, situation } = trayOfPath(useLocation().pathname);
  const tray = TRAYS.find((candidate) => candidate.id === bandeja)!;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <RouterLink href={trayListHref(bandeja, situation)}>
        {`${tray.title}: ${situation === 'pendientes' ? 'pendientes' : 'finalizados'}`}
      </RouterLink>
      <RequestPage
        hrefOf={(solicitud) => adminRequestHref(bandeja, solicitud)}
        actions={(solicitud) => <DecisionPanel solicitud={solicitud} />}
      />
    </Stack>
  );
}
