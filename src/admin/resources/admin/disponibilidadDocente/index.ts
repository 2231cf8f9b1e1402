import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';

/**
 * Issue 40: the teachers' declared availability for the next period (spec §2
 * /admin/disponibilidad-docente, ADMDISPO), read only: the teachers declare it themselves.
 */
export default adminFolder({
  pages: {
    admin_disponibilidad_docente: lazyPage(() => import('./AvailabilityPage')),
  },
});
