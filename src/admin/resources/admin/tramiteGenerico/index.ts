import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import GenericoList from './GenericoList';

/**
 * Issue 15: the generic procedure builder (spec §2 /admin/configuracion/tramites-genericos). The
 * spec's paths name a list (`lista`), a new one (`nuevo`) and a builder (`editar/{id}`), so these
 * are the app's custom pages; the forms load only where used. The builder reads by its spec calls.
 */
export default adminFolder({
  resources: [{ name: 'tramiteGenerico', label: 'trámite genérico |||| trámites genéricos' }],
  pages: {
    admin_tramites_genericos_lista: GenericoList,
    admin_tramites_genericos_nuevo: lazyPage(() => import('./GenericoNuevo')),
    admin_tramites_genericos_editar: lazyPage(() => import('./GenericoBuilder')),
  },
});
