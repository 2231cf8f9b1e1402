import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Loading, Title } from 'react-admin';
import { useObtenerDashboard } from '@generated/main/endpoints/dashboard/dashboard';
import ProceduresSection from './ProceduresSection';
import RecentChangesSection from './RecentChangesSection';
import SignInsSection from './SignInsSection';
import UsersByTypeSection from './UsersByTypeSection';
import { texts } from './texts';

/**
 * /superadmin/dashboard: users by type, sign-ins of the last 14 days, the newest record changes
 * and the procedures in process, one card each (one column on a phone, two from 1024 px).
 */
export default function DashboardPage() {
  // The page says what failed and offers a retry itself, so the spec §8 toast stays quiet.
  const dashboard = useObtenerDashboard({ query: { meta: { silentError: true } } });
  const title = <Title title={texts.title} />;

  if (dashboard.isError) {
    return (
      <>
        {title}
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void dashboard.refetch()}
              disabled={dashboard.isFetching}
            >
              {texts.retry}
            </Button>
          }
        >
          {texts.loadError}
        </Alert>
      </>
    );
  }
  if (dashboard.isPending) {
    return (
      <>
        {title}
        <Loading />
      </>
    );
  }
  const { usuariosPorTipo, ingresosPorDia, auditoriaReciente, tramitesAbiertos } = dashboard.data;
  return (
    <>
      {title}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <UsersByTypeSection users={usuariosPorTipo} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <SignInsSection days={ingresosPorDia} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RecentChangesSection entries={auditoriaReciente} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ProceduresSection areas={tramitesAbiertos} />
        </Grid>
      </Grid>
    </>
  );
}
