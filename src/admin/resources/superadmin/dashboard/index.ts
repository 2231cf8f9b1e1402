import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';

/** spec §2 /superadmin/dashboard: a react-admin custom page, not a resource; its charts load with it. */
export default adminFolder({
  pages: { superadmin_dashboard: lazyPage(() => import('./DashboardPage')) },
});
