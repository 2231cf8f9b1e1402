import { lazyPage } from '@/admin/lazyPage';
import GenericoList from './GenericoList';

/**
 * Issue 15: the generic procedure builder (spec §2 /admin/configuracion/tramites-genericos). The
 * spec's paths name a list (`lista`), a new one (`nuevo`) and a builder (`editar/{id}`), so these
 * are the app's custom pages; the forms load only where used.
 */
export { GenericoList };
export const GenericoNuevoPage = lazyPage(() => import('./GenericoNuevo'));
export const GenericoBuilderPage = lazyPage(() => import('./GenericoBuilder'));
