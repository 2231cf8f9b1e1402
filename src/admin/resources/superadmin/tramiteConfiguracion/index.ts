import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import ConfiguracionList from './ConfiguracionList';
import RequisitoList from './RequisitoList';

/**
 * Issue 15: the superadmin's procedure types (spec §2 /superadmin/tramites/configuracion) and
 * their requirements (/superadmin/tramites/requisitos). The spec's paths name a list (`lista`)
 * and a type (`{slug}`), so these are the app's custom pages rather than resource routes.
 */
export default adminFolder({
  resources: [
    { name: 'tramiteConfiguracion', label: 'tipo de trámite |||| tipos de trámite' },
    { name: 'tramiteRequisito', label: 'requisito |||| requisitos' },
  ],
  pages: {
    superadmin_tramites_configuracion_lista: ConfiguracionList,
    superadmin_tramites_configuracion: lazyPage(() => import('./ConfiguracionEdit')),
    superadmin_tramites_requisitos_lista: RequisitoList,
    superadmin_tramites_requisitos: lazyPage(() => import('./TypeRequirementsPage')),
  },
});
