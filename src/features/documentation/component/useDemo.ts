import { useEffect, useState } from 'react';
import type { CatalogueEntry } from '../shared/catalogue';
import { loadDemo, type DemoModule } from './demos';

type Loaded = { slug: string; demo: DemoModule } | { slug: string; error: unknown };

/**
 * The entry's demo module once its chunk has loaded; undefined until then. A chunk that fails to
 * load is thrown to the route's error page, which offers a reload.
 */
export function useDemo(entry: CatalogueEntry): DemoModule | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let current = true;
    loadDemo(entry).then(
      (demo) => current && setLoaded({ slug: entry.slug, demo }),
      (error: unknown) => current && setLoaded({ slug: entry.slug, error }),
    );
    return () => {
      current = false;
    };
  }, [entry]);
  if (loaded?.slug !== entry.slug) return undefined;
  if ('error' in loaded) throw loaded.error;
  return loaded.demo;
}
