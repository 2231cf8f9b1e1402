import { useEffect, useState } from 'react';
import type { CatalogueEntry } from './catalogue';
import { loadDemo, type DemoModule } from './demos';

/** The entry's demo module once its chunk has loaded; undefined until then. */
export function useDemo(entry: CatalogueEntry): DemoModule | undefined {
  const [loaded, setLoaded] = useState<{ slug: string; demo: DemoModule }>();
  useEffect(() => {
    let current = true;
    void loadDemo(entry).then((demo) => {
      if (current) setLoaded({ slug: entry.slug, demo });
    });
    return () => {
      current = false;
    };
  }, [entry]);
  return loaded?.slug === entry.slug ? loaded.demo : undefined;
}
