import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, use } from 'react';
import { Link, useParams } from 'react-router';
import { Loader } from '@/ui/Loader';
import { findCatalogueEntry, type CatalogueEntry } from '../catalogue';
import PropsTable from '../components/PropsTable';
import ThemedPreview from '../components/ThemedPreview';
import { loadDemo, type DemoModule } from '../demos';
import { DOCUMENTATION_PATHS } from '../documentationPaths';
import { texts } from '../texts';

// One promise per slug, kept so that revisiting a page does not load its demo again.
const demos = new Map<string, Promise<DemoModule>>();

function demoOf(entry: CatalogueEntry): Promise<DemoModule> {
  let demo = demos.get(entry.slug);
  if (!demo) {
    demo = loadDemo(entry);
    demos.set(entry.slug, demo);
  }
  return demo;
}

function ComponentDoc({ entry }: { entry: CatalogueEntry }) {
  const demo = use(demoOf(entry));
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
    <Button component={Link} to={DOCUMENTATION_PATHS.index} sx={{ alignSelf: 'flex-start' }}>
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
      <Suspense fallback={<Loader />}>
        <ComponentDoc key={entry.slug} entry={entry} />
      </Suspense>
    </Stack>
  );
}
