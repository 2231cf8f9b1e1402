import type {
  Compania,
  Nomenclatura,
  Parametro,
  Perfil,
  SesionUsuario,
} from '@generated/main/model';

/** Every local-storage key the app writes (spec §9), so logout can clear them all. */
export const STORAGE_KEYS = {
  user: 'campus.user',
  token: 'campus.token',
  courses: 'campus.courses',
  sidebar: 'campus.sidebar',
  darkMode: 'campus.darkMode',
  profile: 'campus.profile',
  filters: 'campus.filters',
  nomenclature: 'campus.nomenclature',
  company: 'campus.company',
  parameters: 'campus.parameters',
  errors: 'campus.errors',
  pendingPhone: 'campus.pendingPhone',
  inductionSeen: 'campus.inductionSeen',
  dismissedAlerts: 'campus.dismissedAlerts',
  signInDialog: 'campus.signInDialog',
  homeAlertHeight: 'campus.homeAlertHeight',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** A non-HTTP error kept for support (spec §8). */
export interface StoredError {
  message: string;
  /** ISO date-time of the failure. */
  date: string;
}

/** The JSON kept under each key. */
export interface StoredValues {
  user: SesionUsuario;
  token: string;
  courses: unknown[];
  sidebar: { collapsed: boolean };
  darkMode: boolean;
  profile: Perfil;
  filters: Record<string, unknown>;
  nomenclature: Nomenclatura[];
  company: Compania;
  parameters: Parametro[];
  errors: StoredError[];
  /**
   * The new number waiting for its SMS code (/actualizar-telefono -> /confirmar-telefono);
   * `volver`: the data update sent the student here and takes them back.
   */
  pendingPhone: { celular: string; masked: string; volver?: 'actualizar-datos' };
  /** The teacher was shown the induction in this session (spec §4 skipInduction). */
  inductionSeen: boolean;
  /** The home alerts' modules the user closed in this session (spec §4). */
  dismissedAlerts: string[];
  /**
   * The module of the one dialog the flow opened in this session (a tour, a blocking alert or the
   * first closeable one): the other alerts wait on home as a stack (issue 54).
   */
  signInDialog: string;
  /**
   * The height home's alert stack had on the last visit at each of the latest viewport widths, the
   * latest last: home holds that space from its first paint (issue 57).
   */
  homeAlertHeight: { width: number; height: number }[];
}
