import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { RouteName } from '@/routes';

/** One react-admin resource: its API name, its Spanish name and, when it has them, its views. */
export interface AdminResource extends Omit<ResourceProps, 'name' | 'options'> {
  /** The resource's name in the API (ra-data-simple-rest's path), e.g. 'maestroTabla'. */
  name: string;
  /** 'singular |||| plural': react-admin builds its own texts from it ("No se encontraron …"). */
  label: string;
  /**
   * Its fields' Spanish labels by source: react-admin reads them (resources.<name>.fields) for
   * columns, show rows, inputs and filters, so a view names a field only where it differs.
   */
  fields?: Readonly<Record<string, string>>;
  /** The spec §2 route of its list, when the resource has one (/superadmin/parametro). */
  route?: RouteName;
}

/**
 * What one folder of an admin app declares, once: its resources (with their Spanish names and
 * routes) and the table routes it answers with pages of their own (charts, a record's
 * sub-lists, a builder). The app assembles its folders; nothing else lists them.
 */
export interface AdminFolder {
  resources?: readonly AdminResource[];
  pages?: { readonly [N in RouteName]?: ComponentType };
}

/** Typed in place: `export default adminFolder({ resources: [...] })`. */
export const adminFolder = (folder: AdminFolder): AdminFolder => folder;

/** The table routes an app's folders answer. */
export const answeredRoutes = (folders: readonly AdminFolder[]): RouteName[] =>
  folders.flatMap((folder) => [
    ...(folder.resources ?? []).flatMap((resource) => (resource.route ? [resource.route] : [])),
    ...(Object.keys(folder.pages ?? {}) as RouteName[]),
  ]);
