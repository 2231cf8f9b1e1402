import type { ComponentType } from 'react';
import type { PropDoc } from '@/ui/docs';
import type { CatalogueEntry } from '../shared/catalogue';

/** What a `src/ui/{Folder}/{Folder}.demo.tsx` module exports. */
export interface DemoModule {
  /** The live variants, rendered once per colour mode. */
  default: ComponentType;
  /** The "Propiedades" table. */
  props: readonly PropDoc[];
}

// Each demo is its own chunk: a page loads only the component it documents.
const demoModules = import.meta.glob<DemoModule>('/src/ui/*/*.demo.tsx');

const demoKey = (entry: CatalogueEntry) => `/src/ui/${entry.folder}/${entry.folder}.demo.tsx`;

/** The demo files found in src/ui (the catalogue test checks both lists match). */
export const demoFiles = (): string[] => Object.keys(demoModules);

export const demoFileOf = demoKey;

export function loadDemo(entry: CatalogueEntry): Promise<DemoModule> {
  const load = demoModules[demoKey(entry)];
  if (!load) return Promise.reject(new Error(`No demo for ${entry.folder}`));
  return load();
}
