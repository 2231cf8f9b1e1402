import { paths } from '@/routes';
import type { AdminFolder } from './adminFolder';
import CampusAdmin from './CampusAdmin';

// Every folder of the app, found by its place: a new resource touches nothing here.
const folders = Object.values(
  import.meta.glob<AdminFolder>('./resources/admin/*/index.ts', {
    eager: true,
    import: 'default',
  }),
);

/**
 * /admin/**: the admin-type users' configuration and reports (spec §2), one react-admin app. The
 * /admin paths a feature binds (the procedure trays ...) are pages of their own.
 */
export default function AdminApp() {
  return <CampusAdmin mount={paths.admin_app} folders={folders} />;
}
