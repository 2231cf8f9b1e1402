import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useObtenerResumenSolicitudes } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import { Tabs } from '@/ui/Tabs';
import { texts } from '../texts';
import { useStudentAudience } from './useStudentAudience';

export type StudentTab = 'nuevo' | 'en-proceso' | 'finalizados';

/**
 * The student's three procedure pages as tabs, with the observed requests counted. A page whose
 * content names itself (a request, a type) keeps its own title as the page's one h1.
 */
export default function StudentTabs({
  tab,
  children,
  titled = true,
}: {
  tab: StudentTab;
  children: ReactNode;
  titled?: boolean;
}) {
  const navigate = useNavigate();
  const { audience, routes } = useStudentAudience();
  const { data } = useObtenerResumenSolicitudes({ audiencia: audience });
  const counts = data?.results;
  const hrefs: Record<StudentTab, string> = {
    nuevo: routes.nuevo.getHref(),
    'en-proceso': routes.enProceso.getHref({}),
    finalizados: routes.finalizados.getHref({}),
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      {titled && (
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {texts.tabsLabel}
        </Typography>
      )}
      <Tabs
        aria-label={texts.tabsLabel}
        value={tab}
        onChange={(id) => void navigate(hrefs[id as StudentTab])}
        items={[
          { id: 'nuevo', title: texts.tabs.nuevo },
          { id: 'en-proceso', title: texts.tabs.enProceso, badge: counts?.observados },
          { id: 'finalizados', title: texts.tabs.finalizados },
        ]}
      >
        {children}
      </Tabs>
    </Stack>
  );
}
