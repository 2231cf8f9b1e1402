import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useObtenerResumenSolicitudes } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import { paths } from '@/routes';
import { Tabs } from '@/ui/Tabs';
import { useObtenerSustitutoriosDocente } from '@generated/main/endpoints/evaluacion-sustitutoria/evaluacion-sustitutoria';
import TeacherSubstitutes from '../shared/substitute/TeacherSubstitutes';
import { texts as substituteTexts } from '../shared/substitute/texts';
import Catalogue from '../shared/Catalogue';
import MyRequests from '../shared/MyRequests';
import { teacherRequestHref } from '../shared/requestRoutes';
import TypeFiling from '../shared/TypeFiling';
import { texts } from '../texts';

type View = 'mias' | 'por-responder' | 'solicitar' | 'sustitutorios';
const VIEWS: readonly View[] = ['mias', 'por-responder', 'solicitar', 'sustitutorios'];

/**
 * /docentes/tramites/pendientes: the teacher's requests in process, those they must answer, and
 * the teacher procedures to start (`?vista=solicitar`, then `?tramite={id}` for one: the route
 * table has no teacher 'nuevo' route, and the browser's back still works), and the substitute
 * evaluations to grade (`?vista=sustitutorios`; issue 15 puts them here until the teacher area's
 * course pages exist).
 */
export default function TeacherPendingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeId = Number(searchParams.get('tramite'));
  const view: View = typeId
    ? 'solicitar'
    : (VIEWS.find((candidate) => candidate === searchParams.get('vista')) ?? 'mias');
  const { data } = useObtenerResumenSolicitudes();
  // The tab shows only to teachers with students who requested a substitute evaluation.
  const substitutes = useObtenerSustitutoriosDocente({
    query: { meta: { silentError: true }, select: (body) => body.results },
  });
  const pending = paths.docentes_tramites_pendientes.getHref();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography
        component="h1"
        variant="h5"
        data-tour="tour-tramites-docente"
        sx={{ fontWeight: 700 }}
      >
        {texts.tabsLabel}
      </Typography>
      <Tabs
        aria-label={texts.tabsLabel}
        value={view}
        onChange={(id) => setSearchParams({ vista: String(id) })}
        items={[
          { id: 'mias', title: texts.teacherTabs.mine, badge: data?.results.observados },
          {
            id: 'por-responder',
            title: texts.teacherTabs.toAnswer,
            badge: data?.results.porResponder,
          },
          { id: 'solicitar', title: texts.teacherTabs.request },
          ...((substitutes.data?.length ?? 0) > 0 || view === 'sustitutorios'
            ? [{ id: 'sustitutorios', title: substituteTexts.teacherTab }]
            : []),
        ]}
      >
        {view === 'mias' && <MyRequests bandeja="en-proceso" hrefOf={teacherRequestHref} />}
        {view === 'por-responder' && (
          <MyRequests bandeja="por-responder" hrefOf={teacherRequestHref} />
        )}
        {view === 'solicitar' &&
          (typeId ? (
            <TypeFiling
              idTipoTramite={typeId}
              audience="DOCENTE"
              backHref={`${pending}?vista=solicitar`}
              hrefOf={teacherRequestHref}
              nested
            />
          ) : (
            <Catalogue
              audience="DOCENTE"
              hrefOf={(tipo) => `${pending}?tramite=${tipo.idTipoTramite}`}
            />
          ))}
        {view === 'sustitutorios' && <TeacherSubstitutes query={substitutes} />}
      </Tabs>
    </Stack>
  );
}
