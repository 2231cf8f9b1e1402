import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useListarOrigenesDocumento } from '@generated/main/endpoints/documento/documento';
import { formatDate } from '@/lib/dates';
import { isApiError } from '@/lib/http';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

/**
 * /documentos/origen: the procedure types that issue documents, with how many each issued; only
 * those of the areas the user manages (a psychologist manages none: 403).
 */
export default function OriginsPage() {
  const { data, error } = useListarOrigenesDocumento({ query: { meta: { silentError: true } } });
  const isError = Boolean(error);
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title={texts.title} />
      {isError && (
        <Alert severity={forbidden ? 'info' : 'error'}>
          {forbidden ? texts.notYourArea : texts.loadFailed}
        </Alert>
      )}
      {data?.results.length === 0 && <Typography>{texts.noOrigins}</Typography>}
      {!data && !isError && <Skeleton variant="rectangular" height={240} />}
      {data && (
        <Stack
          component="ul"
          aria-label={texts.originsLabel}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          }}
        >
          {data.results.map((origin) => (
            <li key={origin.slug}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={Link}
                  to={paths.documentos_origen_detalle.getHref({ slug: origin.slug })}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {origin.nombre}
                    </Typography>
                    <Typography variant="body2">{texts.issued(origin.emitidos)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {origin.ultimoEmitido
                        ? texts.lastIssued(formatDate(origin.ultimoEmitido))
                        : texts.none}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
