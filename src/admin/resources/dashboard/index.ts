import { lazyPage } from '@/admin/lazyPage';

/** spec §2 /superadmin/dashboard: a react-admin custom page, not a resource; its charts load with it. */
export const DashboardPage = lazyPage(() => import('./DashboardPage'));
