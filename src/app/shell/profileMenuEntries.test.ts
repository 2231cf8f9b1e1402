import { describe, expect, it } from 'vitest';
import type { UserRole } from '@/lib/session';
import { profileMenuEntries } from './profileMenuEntries';
import { toParameterMap } from '@/lib/parameters';
import { parametro } from './test/fixtures';

const WEBMAIL = 'https://correo.horizonte.edu.pe';
const roles: (UserRole | null)[] = ['student', 'teacher', 'collaborator', null];
const flags = [false, true];

// Every role with every combination of the three parameters and of the webmail being known.
const cases = roles.flatMap((role) =>
  flags.flatMap((mail) =>
    flags.flatMap((settings) =>
      flags.flatMap((password) =>
        flags.map((webmail) => ({ role, mail, settings, password, webmail })),
      ),
    ),
  ),
);

describe('profileMenuEntries visibility', () => {
  it.each(cases)('%o', ({ role, mail, settings, password, webmail }) => {
    const parameters = toParameterMap([
      parametro('EVA_CORREO_INSTITUCIONAL', mail ? '1' : '0'),
      parametro('EVA_PERFIL_CONFIGURACION', settings ? '1' : '0'),
      parametro('EVA_CAMBIO_CLAVE', password ? '1' : '0'),
    ]);
    const keys = profileMenuEntries({ role, parameters, webmailUrl: webmail ? WEBMAIL : null }).map(
      (entry) => entry.key,
    );

    const expected = [
      'profile',
      ...(role === 'student' ? ['curricularProgress'] : []),
      ...(role === 'teacher' ? ['curriculumVitae'] : []),
      ...(mail && webmail ? ['institutionalMail'] : []),
      ...(settings ? ['settings'] : []),
      ...(password ? ['changePassword'] : []),
      'logout',
    ];
    expect(keys).toEqual(expected);
  });
});

describe('profileMenuEntries destinations', () => {
  const on = toParameterMap([
    parametro('EVA_CORREO_INSTITUCIONAL', '1'),
    parametro('EVA_PERFIL_CONFIGURACION', '1'),
    parametro('EVA_CAMBIO_CLAVE', ' 1 '),
  ]);

  it('sends students to /mi-cuenta and their curricular progress', () => {
    const entries = profileMenuEntries({ role: 'student', parameters: on, webmailUrl: WEBMAIL });
    expect(entries[0]).toEqual({ key: 'profile', kind: 'link', label: 'Perfil', to: '/mi-cuenta' });
    expect(
      entries.filter((entry) => entry.kind === 'link' && entry.to === '/mi-cuenta'),
    ).toHaveLength(1);
    expect(entries).toContainEqual({
      key: 'curricularProgress',
      kind: 'link',
      label: 'Avance curricular',
      to: '/estudiantes/cursos/avance-curricular',
    });
    expect(entries).toContainEqual({
      key: 'changePassword',
      kind: 'link',
      label: 'Cambiar contraseña',
      to: '/actualizar-clave',
    });
    expect(entries).toContainEqual({
      key: 'institutionalMail',
      kind: 'external',
      label: 'Correo institucional',
      href: WEBMAIL,
    });
  });

  it('opens the notification settings from Configuración, for every role', () => {
    for (const role of roles) {
      const entries = profileMenuEntries({ role, parameters: on, webmailUrl: WEBMAIL });
      expect(entries).toContainEqual({ key: 'settings', kind: 'dialog', label: 'Configuración' });
    }
  });

  it('opens the Curriculum Vitae of teachers in a dialog', () => {
    const entries = profileMenuEntries({ role: 'teacher', parameters: on, webmailUrl: WEBMAIL });
    expect(entries).toContainEqual({
      key: 'curriculumVitae',
      kind: 'dialog',
      label: 'Curriculum Vitae',
    });
  });

  it("opens everyone else's profile in a dialog, since /mi-cuenta is for students only", () => {
    for (const role of ['teacher', 'collaborator'] as const) {
      const entries = profileMenuEntries({ role, parameters: on, webmailUrl: WEBMAIL });
      expect(entries[0]).toEqual({ key: 'profile', kind: 'dialog', label: 'Perfil' });
      expect(entries.some((entry) => entry.kind === 'link' && entry.to === '/')).toBe(false);
    }
  });

  it('treats absent parameters and other values as off', () => {
    const parameters = toParameterMap([
      parametro('EVA_CAMBIO_CLAVE', '2'),
      parametro('EVA_PERFIL_CONFIGURACION', 'S'),
    ]);
    const keys = profileMenuEntries({ role: 'collaborator', parameters, webmailUrl: WEBMAIL }).map(
      (entry) => entry.key,
    );
    expect(keys).toEqual(['profile', 'logout']);
  });
});
