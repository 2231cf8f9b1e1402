import { describe, expect, it } from 'vitest';
import { paths } from '@/routes';
import { answeredRoutes, type AdminFolder } from './adminFolder';
import { i18nProviderFor } from './i18nProvider';

const appFolders = {
  superadmin_app: import.meta.glob<AdminFolder>('./resources/superadmin/*/index.ts', {
    eager: true,
    import: 'default',
  }),
  admin_app: import.meta.glob<AdminFolder>('./resources/admin/*/index.ts', {
    eager: true,
    import: 'default',
  }),
} as const;

describe.each(Object.entries(appFolders))('the folders of %s', (mount, modules) => {
  const folders = Object.values(modules);
  const resources = folders.flatMap((folder) => folder.resources ?? []);

  it('name every resource once, in singular and plural', () => {
    expect(resources.length).toBeGreaterThan(0);
    const names = resources.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { label } of resources) expect(label).toMatch(/^\p{L}.* \|\|\|\| \p{L}/u);
  });

  it("label each resource's fields in Spanish, where react-admin reads them", () => {
    const i18n = i18nProviderFor(resources);
    const labelled = resources.filter((resource) => resource.fields);
    expect(labelled.length).toBeGreaterThan(0);
    for (const { name, fields } of labelled)
      for (const [source, label] of Object.entries(fields!)) {
        expect(label, `${name}.${source}`).toMatch(/^\p{Lu}/u);
        expect(i18n.translate(`resources.${name}.fields.${source}`)).toBe(label);
      }
  });

  it('answer only routes under the app, each once', () => {
    const base = paths[mount as keyof typeof appFolders].path.slice(0, -1);
    const routes = answeredRoutes(folders);
    expect(new Set(routes).size).toBe(routes.length);
    for (const name of routes) expect(paths[name].path.startsWith(base), name).toBe(true);
  });
});
