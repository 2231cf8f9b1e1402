import { paths } from '@/routes';
import { isParameterOn, type ParameterMap } from '@/lib/parameters';
import type { UserRole } from '@/lib/session';
import { SHELL_PARAMETERS } from './shellParameters';
import { texts } from './texts';

const labels = texts.profileMenu;

/** The account's dialogs the shell opens: the profile (non-students), the CV, the settings. */
export type AccountDialog = 'profile' | 'curriculumVitae' | 'settings';

export type ProfileMenuEntry =
  | {
      key: 'profile' | 'curricularProgress' | 'changePassword';
      kind: 'link';
      label: string;
      to: string;
    }
  | { key: 'institutionalMail'; kind: 'external'; label: string; href: string }
  | { key: AccountDialog; kind: 'dialog'; label: string }
  | { key: 'logout'; kind: 'logout'; label: string };

interface ProfileMenuInput {
  role: UserRole | null;
  parameters: ParameterMap;
  /** Webmail of the brand (company data); the mail entry needs it. */
  webmailUrl: string | null;
}

/**
 * The account dropdown (spec §2 'Profile menu'): Perfil, Avance curricular (students),
 * Curriculum Vitae (teachers, in a dialog), institutional mail, Configuración (the notification
 * settings, in a dialog) and Cambiar contraseña (each behind its parameter), Cerrar sesión. Perfil
 * is /mi-cuenta for students; /mi-cuenta is theirs only (spec §2), so everyone else's profile
 * opens in a dialog, never a silent trip home.
 */
export function profileMenuEntries({
  role,
  parameters,
  webmailUrl,
}: ProfileMenuInput): ProfileMenuEntry[] {
  const entries: ProfileMenuEntry[] = [
    role === 'student'
      ? { key: 'profile', kind: 'link', label: labels.profile, to: paths.profile.getHref() }
      : { key: 'profile', kind: 'dialog', label: labels.profile },
  ];
  if (role === 'student') {
    entries.push({
      key: 'curricularProgress',
      kind: 'link',
      label: labels.curricularProgress,
      to: paths.estudiantes_avance_curricular.getHref(),
    });
  }
  if (role === 'teacher') {
    entries.push({ key: 'curriculumVitae', kind: 'dialog', label: labels.curriculumVitae });
  }
  if (webmailUrl && isParameterOn(parameters, SHELL_PARAMETERS.institutionalMail)) {
    entries.push({
      key: 'institutionalMail',
      kind: 'external',
      label: labels.institutionalMail,
      href: webmailUrl,
    });
  }
  if (isParameterOn(parameters, SHELL_PARAMETERS.profileSettings)) {
    entries.push({ key: 'settings', kind: 'dialog', label: labels.settings });
  }
  if (isParameterOn(parameters, SHELL_PARAMETERS.changePassword)) {
    entries.push({
      key: 'changePassword',
      kind: 'link',
      label: labels.changePassword,
      to: paths.actualizar_clave.getHref(),
    });
  }
  entries.push({ key: 'logout', kind: 'logout', label: labels.logout });
  return entries;
}
