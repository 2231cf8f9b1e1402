import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecursosBibliotecaResponseResultsItem as Resource } from '@generated/main/model';
import { useListarRecursosBiblioteca } from '@generated/main/endpoints/biblioteca/biblioteca';
import { CardGrid, TWO_UP } from '@/ui/CardGrid';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { texts } from '../texts';

const { library } = texts;
const KINDS = ['BASE_DATOS', 'LIBRO', 'REVISTA', 'GUIA'] as const;

/**
 * /estudiantes/biblioteca: the institute's digital resources (databases, books, journals,
 * research guides) grouped by kind, each opening in a new tab.
 */
export default function LibraryPage() {
  const query = useListarRecursosBiblioteca({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={library.title} intro={library.intro} />
      <QueryState
        query={query}
        loadError={library.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={library.empty}
      >
        {({ results }) =>
          KINDS.map((kind) => {
            const group = results.filter((resource) => resource.tipo === kind);
            return group.length > 0 && <ResourceGroup key={kind} kind={kind} resources={group} />;
          })
        }
      </QueryState>
    </Stack>
  );
}

function ResourceGroup({ kind, resources }: { kind: Resource['tipo']; resources: Resource[] }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={`recursos-${kind}`}>
      <Typography id={`recursos-${kind}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {library.kinds[kind]}
      </Typography>
      <CardGrid columns={TWO_UP}>
        {resources.map((resource) => (
          <li key={resource.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Stack spacing={1}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {resource.titulo}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {resource.descripcion}
                  </Typography>
                  <Link
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={library.open(resource.titulo)}
                  >
                    {library.openShort}
                  </Link>
                </Stack>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Stack>
  );
}
