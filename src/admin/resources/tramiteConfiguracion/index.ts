import { lazyPage } from '@/admin/lazyPage';
import ConfiguracionList from './ConfiguracionList';
import RequisitoList from './RequisitoList';

/**
 * Issue 15: the superadmin's procedure types (spec §2 /superadmin/tramites/configuracion) and
 * their requirements (/superadmin/tramites/requisitos). The spec's paths name a list (`lista`)
 * and a type (`{slug}`), so these are the app's custom pages rather than resource routes.
 */
export { ConfiguracionList, RequisitoList };
export const ConfiguracionEditPage = lazyPage(() => import('./ConfiguracionEdit'));
export const TypeRequirementsPage = lazyPage(() => import('./TypeRequirementsPage'));
