import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarRutasDesarrollo } from '@generated/main/endpoints/docente-capacitaciones/docente-capacitaciones';
import { CardGrid, TWO_UP } from '@/ui/CardGrid';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { ProgressBar } from '@/ui/ProgressBar';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from './texts';

/** /docentes/capacitaciones/rutas-desarrollo: the development paths and how far the teacher went in each. */
export default function PathsPage() {
  const query = useListarRutasDesarrollo({ query: { meta: { silentError: true } } });
  const routes = query.data?.results;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {texts.paths.title}
        </Typography>
        <Typography color="text.secondary">{texts.paths.intro}</Typography>
      </Box>
      {query.isError && (
        <LoadError message={texts.paths.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {routes?.length === 0 && <Typography role="status">{texts.paths.empty}</Typography>}
      {routes && routes.length > 0 && (
        <CardGrid label={texts.paths.title} columns={TWO_UP}>
          {routes.map((route) => (
            <li key={route.idRuta}>
              <Card component="article" aria-label={route.nombre} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack spacing={1.5}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {route.nombre}
                    </Typography>
                    <Typography variant="body2">{route.descripcion}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {texts.paths.hours(route.horas)}
                    </Typography>
                    <ProgressBar
                      value={route.finalizadas}
                      limit={Math.max(route.capacitaciones, 1)}
                      label={texts.paths.count(route.finalizadas, route.capacitaciones)}
                    />
                  </Stack>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <RouterLink
                    href={paths.docentes_capacitaciones_ruta.getHref({
                      name: route.slug,
                      id: route.idRuta,
                    })}
                    aria-label={texts.paths.open(route.nombre)}
                  >
                    {texts.paths.openShort}
                  </RouterLink>
                </CardActions>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
