import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarRutasDesarrollo } from '@generated/main/endpoints/docente-capacitaciones/docente-capacitaciones';
import { CardGrid, TWO_UP } from '@/ui/CardGrid';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { ProgressBar } from '@/ui/ProgressBar';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from './texts';

/** /docentes/capacitaciones/rutas-desarrollo: the development paths and how far the teacher went in each. */
export default function PathsPage() {
  const query = useListarRutasDesarrollo({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.paths.title} intro={texts.paths.intro} spacing={0} />
      <QueryState
        query={query}
        loadError={texts.paths.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={texts.paths.empty}
      >
        {({ results: routes }) => (
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
      </QueryState>
    </Stack>
  );
}
