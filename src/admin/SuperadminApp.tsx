import { paths } from '@/routes';
import type { AdminFolder } from './adminFolder';
import CampusAdmin from './CampusAdmin';

// Every folder of the app, found by its place: a new resource touches nothing here.
const folders = Object.values(
  import.meta.glob<AdminFolder>('./resources/superadmin/*/index.ts', {
    eager: true,
    import: 'default',
  }),
);

/** /superadmin/**: the superadmin's configuration tables (spec §2), one react-admin app. */
export default function SuperadminApp() {
  return <CampusAdmin mount={paths.superadmin_app} folders={folders} />;
}
