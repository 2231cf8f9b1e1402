import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMatch } from 'react-router';
import { useListarGuiasEstudiante } from '@generated/main/endpoints/biblioteca/biblioteca';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import GuideRegulations from './GuideRegulations';

const { guides } = texts;

/**
 * /estudiantes/guia-estudiante/carreras and /extension: the student guide of one programme type,
 * one article per card (plain text, never HTML), with the way to the other guide, and the
 * regulations students live by.
 */
export default function StudentGuidePage() {
  const extension = useMatch(paths.estudiantes_guia_extension.path) !== null;
  const query = useListarGuiasEstudiante(extension ? 'EXTENSION' : 'CARRERA', {
    query: { meta: { silentError: true } },
  });
  const other = extension
    ? { href: paths.estudiantes_guia_carreras.getHref(), label: guides.toCareers }
    : { href: paths.estudiantes_guia_extension.getHref(), label: guides.toExtension };
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader title={extension ? guides.extension : guides.careers}>
        <RouterLink href={other.href}>{other.label}</RouterLink>
      </PageHeader>
      <QueryState
        query={query}
        loadError={guides.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={guides.empty}
      >
        {({ results }) =>
          results.map((guide) => (
            <Card key={guide.id} component="article" variant="outlined">
              <CardContent>
                <Stack spacing={1}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    {guide.titulo}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>{guide.resumen}</Typography>
                  <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {guide.contenido}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          ))
        }
      </QueryState>
      <GuideRegulations />
    </Stack>
  );
}
