import { Resource } from 'react-admin';
import { paths } from '@/routes';
import CampusAdmin from './CampusAdmin';
import nomenclaturas from './resources/nomenclaturas';
import parametro from './resources/parametro';

const basename = paths.superadmin_app.path.replace(/\/\*$/, '');

/** /superadmin/**: the superadmin's configuration tables (spec §2), one react-admin app. */
export default function SuperadminApp() {
  return (
    <CampusAdmin basename={basename}>
      <Resource name="parametro" {...parametro} />
      <Resource name="nomenclaturas" {...nomenclaturas} />
    </CampusAdmin>
  );
}
