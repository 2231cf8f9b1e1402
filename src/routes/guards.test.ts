import { describe, expect, it } from 'vitest';
import type { Parametro } from '@generated/main/model';
import { toParameterMap } from '@/lib/parameters';
import { decodeClaims, type Session } from '@/lib/session';
import { makeToken } from '@/test/tokens';
import { testUsers, type TestRole } from '@/test/users';
import type { RouteSpec } from './defineRoutes';
import { resolveNavigation, type NavigationRequest } from './guards';
import { allRoutes, paths } from './paths';

const NOW = Date.UTC(2026, 2, 2, 15, 0, 0);
const HOUR = 3_600_000;

function sessionOf(role: TestRole, issuedAt = NOW): Session {
  const user = testUsers[role];
  const token = makeToken({ tip: user.tipo, username: user.usuario }, issuedAt);
  return { token, user, claims: decodeClaims(token), endReason: null };
}

const anonymous: Session = { token: null, user: null, claims: null, endReason: null };
const expired = sessionOf('student', NOW - 2 * HOUR);
const notificationsOn = toParameterMap([
  {
    id: 1,
    clave: 'EVA_NOTIFICATION',
    valor: '1',
    valor2: null,
    descripcion: '',
    marca: 'HZT',
    sistema: true,
    version: 1,
  } satisfies Parametro,
]);

function navigate(route: RouteSpec, session: Session, extra: Partial<NavigationRequest> = {}) {
  return resolveNavigation({
    route,
    session,
    nowMs: NOW,
    parameters: null,
    previousPath: null,
    pathname: route.path,
    search: '',
    ...extra,
  });
}

function loginQuery(to: string) {
  const url = new URL(to, 'http://campus.test');
  expect(url.pathname).toBe('/login');
  return Object.fromEntries(url.searchParams);
}

describe('session rules (spec §4)', () => {
  it('sends a visitor without token to login with "Necesita iniciar sesión" and the way back', () => {
    const decision = navigate(paths.estudiantes_resumen, anonymous, {
      pathname: '/estudiantes/resumen/123',
      search: '?tab=notas',
    });
    expect(decision).toMatchObject({ kind: 'redirect', message: 'Necesita iniciar sesión' });
    expect(decision.kind === 'redirect' && loginQuery(decision.to)).toEqual({
      message: 'Necesita iniciar sesión',
      redirect: '/estudiantes/resumen/123?tab=notas',
    });
  });

  it('sends an expired token to login with "Sesión expirada", where the session ends', () => {
    const decision = navigate(paths.home, expired);
    expect(decision).toMatchObject({ kind: 'redirect', message: 'Sesión expirada' });
    const search = decision.kind === 'redirect' ? decision.to.slice(decision.to.indexOf('?')) : '';
    expect(navigate(paths.login, expired, { search })).toEqual({ kind: 'allow', endSession: true });
    expect(decision.kind === 'redirect' && loginQuery(decision.to)).toEqual({
      message: 'Sesión expirada',
    });
  });

  it('treats a token whose user is missing as expired', () => {
    const broken: Session = { ...sessionOf('student'), user: null };
    expect(navigate(paths.home, broken)).toMatchObject({
      kind: 'redirect',
      message: 'Sesión expirada',
    });
  });

  it('treats an unreadable token as expired', () => {
    const unreadable: Session = {
      token: 'basura',
      user: testUsers.student,
      claims: null,
      endReason: null,
    };
    expect(navigate(paths.home, unreadable)).toMatchObject({ message: 'Sesión expirada' });
  });

  it('sends a page left by a logout to the login page with "Sesión finalizada"', () => {
    const loggedOut: Session = { ...anonymous, endReason: 'logout' };
    const decision = navigate(paths.estudiantes_cursos, loggedOut);
    expect(decision).toMatchObject({ kind: 'redirect', message: 'Sesión finalizada' });
    expect(decision.kind === 'redirect' && loginQuery(decision.to)).toEqual({ action: 'logout' });
  });

  it('sends a page left by a rejected token to the login page with "Sesión expirada"', () => {
    const rejected: Session = { ...anonymous, endReason: 'expired' };
    const decision = navigate(paths.estudiantes_cursos, rejected);
    expect(decision.kind === 'redirect' && loginQuery(decision.to)).toEqual({
      message: 'Sesión expirada',
    });
  });

  it.each([paths.login, paths.olvida_clave, paths.nueva_clave])(
    'sends a signed-in user away from $path to home',
    (route) => {
      expect(navigate(route, sessionOf('teacher'))).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  it('continues a fresh sign-in to the page that asked for it', () => {
    expect(
      navigate(paths.login, sessionOf('student'), {
        search: '?redirect=%2Festudiantes%2Fresumen%2F1',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/estudiantes/resumen/1',
    });
  });

  it.each(['https://evil.example/', '//evil.example', '/login?x=1', '/nueva-clave'])(
    'ignores the unsafe or looping redirect %s',
    (redirect) => {
      expect(
        navigate(paths.login, sessionOf('student'), {
          search: `?${new URLSearchParams({ redirect })}`,
        }),
      ).toEqual({
        kind: 'redirect',
        to: '/',
      });
    },
  );

  it('lets action=logout through to the login page and ends the session', () => {
    expect(navigate(paths.login, sessionOf('student'), { search: '?action=logout' })).toEqual({
      kind: 'allow',
      endSession: true,
    });
    expect(navigate(paths.login, anonymous, { search: '?action=logout' })).toEqual({
      kind: 'allow',
      endSession: false,
    });
  });

  it('shows the login page to a visitor and to an expired session, clearing the latter', () => {
    expect(navigate(paths.login, anonymous)).toEqual({ kind: 'allow', endSession: false });
    expect(navigate(paths.login, expired)).toEqual({ kind: 'allow', endSession: true });
  });

  it('opens public pages that are not sign-in pages with or without a session', () => {
    expect(navigate(paths.debt_payment, anonymous)).toMatchObject({ kind: 'allow' });
    expect(navigate(paths.debt_pending, sessionOf('student'))).toMatchObject({ kind: 'allow' });
  });
});

describe('role rules (spec §6)', () => {
  const sample = {
    student: paths.estudiantes_cursos,
    teacher: paths.docentes_cursos,
    adminType: paths.admin_firmas,
    superadmin: paths.superadmin_parametro,
    authenticated: paths.home,
  };
  const allowed: Record<TestRole, (keyof typeof sample)[]> = {
    student: ['student', 'authenticated'],
    teacher: ['teacher', 'authenticated'],
    collaborator: ['adminType', 'authenticated'],
    psychologist: ['adminType', 'authenticated'],
    superadmin: ['adminType', 'superadmin', 'authenticated'],
    assistant: ['authenticated'],
  };

  it.each(Object.keys(allowed) as TestRole[])('%s opens exactly its areas', (role) => {
    const opened = (Object.keys(sample) as (keyof typeof sample)[]).filter(
      (area) => navigate(sample[area], sessionOf(role)).kind === 'allow',
    );
    expect(opened.sort()).toEqual([...allowed[role]].sort());
  });

  it('sends a user without the role back to the previous page', () => {
    expect(
      navigate(paths.docentes_cursos, sessionOf('student'), {
        previousPath: '/estudiantes/cursos',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/estudiantes/cursos',
    });
  });

  it('sends a user without the role home when there is no previous page', () => {
    expect(navigate(paths.admin_firmas, sessionOf('teacher'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      navigate(paths.admin_firmas, sessionOf('teacher'), {
        previousPath: '/admin/firmas',
        pathname: '/admin/firmas',
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends non-students from /mi-cuenta home, not back', () => {
    expect(
      navigate(paths.profile, sessionOf('teacher'), { previousPath: '/docentes/cursos' }),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(navigate(paths.profile, sessionOf('student'))).toEqual({ kind: 'allow' });
  });

  it('opens /notificaciones only while EVA_NOTIFICATION is 1', () => {
    expect(
      navigate(paths.notifications, sessionOf('student'), { parameters: notificationsOn }),
    ).toEqual({
      kind: 'allow',
    });
    expect(navigate(paths.notifications, sessionOf('student'), { parameters: {} })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('waits while the parameters are unknown', () => {
    expect(navigate(paths.notifications, sessionOf('student'), { parameters: null })).toEqual({
      kind: 'pending',
    });
  });

  it('compares the previous page by path, ignoring its query', () => {
    expect(
      navigate(paths.admin_firmas, sessionOf('teacher'), {
        previousPath: '/admin/firmas?x=1',
        pathname: '/admin/firmas',
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  // Issue 54: a psychologist without ADMDISPO was let in to the coordinators' calendar, a 403.
  it('waits for the permissions of a route behind one, and sends back whoever lacks it', () => {
    const route = paths.admin_orientacion_psicologica;
    const from = { previousPath: '/admin/firmas', pathname: route.path };
    expect(navigate(route, sessionOf('psychologist'), from)).toEqual({ kind: 'pending' });
    expect(
      navigate(route, sessionOf('psychologist'), { ...from, permissions: ['DISPODOC'] }),
    ).toEqual({ kind: 'redirect', to: '/admin/firmas' });
    expect(
      navigate(route, sessionOf('collaborator'), { ...from, permissions: ['ADMDISPO'] }),
    ).toEqual({ kind: 'allow' });
    // The role comes first: a student is sent back without asking for permissions.
    expect(navigate(route, sessionOf('student'), from)).toMatchObject({ kind: 'redirect' });
  });

  it('forwards /dashboard to home', () => {
    expect(navigate(paths.dashboard, sessionOf('collaborator'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});

describe('every route of the table', () => {
  it.each(
    allRoutes.filter((route) => route.guard !== 'public').map((route) => [route.path, route]),
  )('%s asks a visitor to sign in', (_path, route) => {
    expect(navigate(route, anonymous)).toMatchObject({
      kind: 'redirect',
      message: 'Necesita iniciar sesión',
    });
  });

  it.each(
    allRoutes.filter((route) => route.guard === 'public').map((route) => [route.path, route]),
  )('%s is open to a visitor', (_path, route) => {
    expect(navigate(route, anonymous)).toMatchObject({ kind: 'allow' });
  });
});
