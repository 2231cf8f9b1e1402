import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Button } from '@/ui/Button';
import { Loader } from '@/ui/Loader';
import { RouterLink } from '@/ui/RouterLink';
import { findCatalogueEntry, type CatalogueEntry } from '../shared/catalogue';
import PropsTable from './PropsTable';
import ThemedPreview from './ThemedPreview';
import { useDemo } from './useDemo';
import { paths } from '@/routes';
import { texts } from '../texts';

function ComponentDoc({ entry }: { entry: CatalogueEntry }) {
  const demo = useDemo(entry);
  if (!demo) return <Loader />;
  return (
    <>
      <ThemedPreview Demo={demo.default} />
      <Typography variant="h5" component="h2">
        {texts.props}
      </Typography>
      <PropsTable props={demo.props} />
    </>
  );
}

function BackLink() {
  return (
    <Button
      variant="text"
      component={RouterLink}
      href={paths.documentacion.getHref()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {texts.backToIndex}
    </Button>
  );
}

/** /documentacion/{component}: the component's variants in light and dark mode, and its props. */
export default function DocumentationComponentPage() {
  const entry = findCatalogueEntry(useParams().component);
  if (!entry) {
    return (
      <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h4" component="h1">
          {texts.notFound}
        </Typography>
        <Typography color="text.secondary">{texts.notFoundDetail}</Typography>
        <BackLink />
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <BackLink />
      <Typography variant="h4" component="h1">
        {entry.title}
      </Typography>
      <Typography color="text.secondary">{entry.summary}</Typography>
      <ComponentDoc key={entry.slug} entry={entry} />
    </Stack>
  );
}
