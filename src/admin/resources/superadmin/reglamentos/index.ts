import GavelIcon from '@mui/icons-material/GavelOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import ReglamentoList from './ReglamentoList';
import { texts } from './texts';

const VersionPage = lazyPage(() => import('./VersionPage'));

/** spec §2 /superadmin/reglamentos: the regulations each audience must accept, and who did. */
export default adminFolder({
  resources: [
    {
      name: 'reglamentos',
      label: 'reglamento |||| reglamentos',
      fields: {
        audiencia: texts.audiencia,
        tipo: texts.kind,
        activo: texts.activo,
        titulo: texts.titulo,
        versionVigente: texts.versionVigente,
        aceptaciones: texts.aceptaciones,
      },
      route: 'superadmin_reglamentos',
      list: ReglamentoList,
      create: lazyPage(() => import('./ReglamentoCreate')),
      edit: lazyPage(() => import('./ReglamentoEdit')),
      icon: GavelIcon,
      recordRepresentation: 'titulo',
    },
    // Versions and acceptances are listed on a regulation's /version/{id} page.
    { name: 'reglamentoVersion', label: 'versión del reglamento |||| versiones del reglamento' },
    { name: 'reglamentoAceptacion', label: 'aceptación |||| aceptaciones' },
  ],
  pages: {
    superadmin_version: VersionPage,
  },
});
