import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import type { Caller } from '../authenticate.ts';
import { forbidden } from '../errors.ts';
import { manages } from './requestView.ts';

type Bandeja = components['schemas']['Bandeja'];
type Area = components['schemas']['CodigoArea'];

// spec §2 /admin/tramites: the ticket trays split SM-TK by mode; document validation is SM-VD.
const TRAYS: Record<Bandeja, { area: Area; mode: 'MANUAL' | 'AUTOMATICO' | null }> = {
  'tickets-manuales': { area: 'SM-TK', mode: 'MANUAL' },
  'tickets-automaticos': { area: 'SM-TK', mode: 'AUTOMATICO' },
  'validacion-documentos': { area: 'SM-VD', mode: null },
};

/** An area the caller manages; 403 for anybody else, admin-type or not. */
export function managedArea(db: DatabaseSync, caller: Caller, area: Area): Area {
  if (!caller.isAdmin || !manages(db, caller.idu, area)) throw forbidden();
  return area;
}

/** A tray's area and mode, when the caller manages its area. */
export function managedTray(db: DatabaseSync, caller: Caller, bandeja: Bandeja) {
  const tray = TRAYS[bandeja];
  managedArea(db, caller, tray.area);
  return tray;
}
