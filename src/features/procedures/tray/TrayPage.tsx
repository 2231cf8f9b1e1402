import FilterList from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useListarResumenBandeja } from '@generated/main/endpoints/tramite/tramite';
import { useListarSolicitudesAdmin } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type {
  EstadoSolicitud,
  ListarSolicitudesAdminParams,
  SolicitudResumen,
} from '@generated/main/model';
import { isApiError } from '@/lib/http';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import RequestTableView from '../shared/RequestTable';
import { adminRequestHref } from '../shared/requestRoutes';
import { texts } from '../texts';
import { adminTexts } from '../shared/staffTexts';
import TrayFiltersView, { FILTERS } from './TrayFilters';
import TraySummary from './TraySummary';
import { TRAYS, trayListHref, trayOfPath, type Situation } from '../shared/trays';

const PAGE_SIZE = 20;

// Folding the filters open or shut is state of the page: memoised, the page of requests (twenty
// cards on a phone) and the filters do not render again for it. They did, and re-resolving their
// styles was most of the time a tap on 'Filtros' took (issue 57).
const RequestTable = memo(RequestTableView);
const TrayFilters = memo(TrayFiltersView);

const numberOf = (value: string | null) => (value && Number(value) > 0 ? Number(value) : undefined);

/** /admin/tramites/{tray}/{pendientes|finalizados}: a tray's requests, filtered and paged on the server. */
export default function TrayPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { bandeja, situation } = trayOfPath(pathname);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('pagina')) || 1);
  const params: ListarSolicitudesAdminParams = {
    bandeja,
    situacion: situation,
    pagina: page,
    tamanoPagina: PAGE_SIZE,
    idTipoTramite: numberOf(searchParams.get('tipo')),
    estado: (searchParams.get('estado') as EstadoSolicitud | null) ?? undefined,
    idPrograma: numberOf(searchParams.get('programa')),
    idSede: numberOf(searchParams.get('sede')),
    fechaDesde: searchParams.get('desde') ?? undefined,
    fechaHasta: searchParams.get('hasta') ?? undefined,
    solicitante: searchParams.get('solicitante') ?? undefined,
  };
  const list = useListarSolicitudesAdmin(params, {
    query: { placeholderData: (previous) => previous, meta: { silentError: true } },
  });
  const summary = useListarResumenBandeja(
    { bandeja },
    { query: { enabled: situation === 'pendientes', meta: { silentError: true } } },
  );
  const denied = isApiError(list.error) && list.error.status === 403;
  // The filters fold away so the table starts within the first screen (issue 32).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const onPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('pagina', String(next));
        return updated;
      }),
    [setSearchParams],
  );
  const hrefOf = useCallback((row: SolicitudResumen) => adminRequestHref(bandeja, row), [bandeja]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {adminTexts.title}
      </Typography>
      <Tabs
        aria-label={adminTexts.traysLabel}
        value={bandeja}
        onChange={(id) => void navigate(trayListHref(id as typeof bandeja, situation))}
        items={TRAYS.map((tray) => ({ id: tray.id, title: tray.title }))}
      />
      <Tabs
        aria-label={adminTexts.situationLabel}
        value={situation}
        onChange={(id) => void navigate(trayListHref(bandeja, id as Situation))}
        items={[
          { id: 'pendientes', title: adminTexts.pending },
          { id: 'finalizados', title: adminTexts.finished },
        ]}
      />
      {denied ? (
        <Alert severity="warning">{adminTexts.notManager}</Alert>
      ) : (
        <>
          {situation === 'pendientes' && (summary.data?.results.length ?? 0) > 0 && (
            <TraySummary rows={summary.data?.results ?? []} />
          )}
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Button
              variant="secondary"
              size="small"
              startIcon={<FilterList />}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              {adminTexts.filters(FILTERS.filter((name) => searchParams.get(name)).length)}
            </Button>
            {list.data && (
              <Typography role="status">{adminTexts.total(list.data.results.total)}</Typography>
            )}
          </Stack>
          <Collapse in={filtersOpen} id={filtersId}>
            <TrayFilters
              bandeja={bandeja}
              searchParams={searchParams}
              setSearchParams={setSearchParams}
            />
          </Collapse>
          {list.isError && <Alert severity="error">{texts.loadFailed}</Alert>}
          {list.data ? (
            <RequestTable
              rows={list.data.results.solicitudes}
              total={list.data.results.total}
              page={page}
              pageSize={PAGE_SIZE}
              onPage={onPage}
              hrefOf={hrefOf}
              empty={adminTexts.empty}
              showRequester
            />
          ) : (
            !list.isError && <Skeleton variant="rectangular" height={320} />
          )}
        </>
      )}
    </Stack>
  );
}
