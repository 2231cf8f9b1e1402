import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { useListarMisSolicitudes } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { AudienciaTramite, SolicitudResumen } from '@generated/main/model';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import RequestTable from './RequestTable';

const PAGE_SIZE = 10;

interface MyRequestsProps {
  bandeja: 'en-proceso' | 'finalizados' | 'por-responder';
  audience?: AudienciaTramite;
  hrefOf: (row: SolicitudResumen) => string;
}

/** The caller's requests of one tray, paged on the server (the page in `?pagina=`). */
export default function MyRequests({ bandeja, audience, hrefOf }: MyRequestsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('pagina')) || 1);
  const { data, isError } = useListarMisSolicitudes(bandeja, {
    ...(audience && audience !== 'DOCENTE' && { audiencia: audience }),
    pagina: page,
    tamanoPagina: PAGE_SIZE,
  });
  if (isError) return <Alert severity="error">{texts.loadFailed}</Alert>;
  if (!data) return <Skeleton variant="rectangular" height={200} />;
  return (
    <RequestTable
      rows={data.results.solicitudes}
      total={data.results.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={(next) => setSearchParams({ pagina: String(next) })}
      hrefOf={hrefOf}
      empty={texts.empty[bandeja]}
    />
  );
}
