import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { BecaCatalogo } from '@generated/main/model';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import ApplicationsTable from './ApplicationsTable';
import { scholarshipsQuery } from './scholarshipsQuery';

function ScholarshipCard({ beca }: { beca: BecaCatalogo }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={0.5}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {beca.nombre}
        </Typography>
        <Typography>{beca.beneficio}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {texts.conditions}
        </Typography>
        <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 3 }}>
          {beca.condiciones.map((condicion) => (
            <Typography component="li" variant="body2" key={condicion}>
              {condicion}
            </Typography>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {texts.periods(beca.periodos.join(', '))}
        </Typography>
        {beca.tipo === 'SOCIOECONOMICA' && (
          <RouterLink href={paths.estudiantes_beca_socioeconomica.getHref()}>
            {texts.apply}
          </RouterLink>
        )}
      </Stack>
    </Paper>
  );
}

/** /estudiantes/servicios/becas: the scholarships on offer and the student's own applications. */
export default function ScholarshipsPage() {
  const query = useQuery(scholarshipsQuery());
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={texts.title} intro={texts.intro} />
      <QueryState query={query} loadError={texts.loadError}>
        {({ results }) => (
          <>
            <Stack component="section" spacing={1.5} aria-labelledby="solicitudes">
              <Typography id="solicitudes" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {texts.applications}
              </Typography>
              <ApplicationsTable rows={results.solicitudes} />
            </Stack>
            <Stack component="section" spacing={1.5} aria-labelledby="catalogo">
              <Typography id="catalogo" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {texts.catalogue}
              </Typography>
              <Stack component="ul" spacing={1.5} aria-label={texts.catalogue} sx={{ m: 0, p: 0 }}>
                {results.catalogo.map((beca) => (
                  <ScholarshipCard key={beca.tipo} beca={beca} />
                ))}
              </Stack>
            </Stack>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
