// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { SPARE_GRADUATES } from '../../seed/certificates.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../seed/demoAccounts.ts';
import { ONBOARDING_STUDENTS, SPARE_NEWCOMERS } from '../../seed/onboarding.ts';
import { SPARE_DEBTORS } from '../../seed/payments.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { campusDays } from './dashboard.ts';

type Dashboard = components['schemas']['Dashboard'];

const HOUR = 60 * 60 * 1000;
// createTestApi seeds 20 students; teachers are at least 12 (seedDatabase).
const SEEDED_STUDENTS = 20;
const SEEDED_TEACHERS = 12;

let api: TestApi;
beforeAll(async () => {
  // Tokens outlive the days the clock is moved forward here.
  api = await createTestApi({ tokenTtlSeconds: 7 * 24 * 60 * 60 });
});
afterAll(() => api.app.close());

const dashboard = async () => {
  const response = await api.call('superadmin', { url: '/api/main/admin/dashboard' });
  expect(response.statusCode).toBe(200);
  return response.json() as Dashboard;
};
/** A sign-in of its own, outside TestApi's token cache, so each one is counted. */
const signIn = async (usuario: string) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/main/auth/login',
    payload: { usuario, clave: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
};
const today = (figures: Dashboard) => figures.ingresosPorDia.at(-1)!;

describe('obtenerDashboard', () => {
  it('counts the seeded users by type, with how many have the admin-type flag', async () => {
    const demo = (tip: number) => demoAccounts.filter((account) => account.tip === tip);
    const { usuariosPorTipo } = await dashboard();
    expect(usuariosPorTipo).toEqual([
      {
        tipo: 1,
        nombre: 'Estudiantes',
        // The onboarding's demo students and spares (migration 041), the first day's (043), the
        // debtor and their spares (046).
        total:
          SEEDED_STUDENTS +
          demo(1).length +
          ONBOARDING_STUDENTS +
          SPARE_NEWCOMERS +
          1 +
          SPARE_DEBTORS +
          // The graduate and their spares (054).
          1 +
          SPARE_GRADUATES,
        administrativos: 0,
      },
      // 'docente.nuevo' (migration 030), hired for next period, has no programming yet.
      {
        tipo: 2,
        nombre: 'Docentes',
        total: SEEDED_TEACHERS + demo(2).length + 1,
        administrativos: 0,
      },
      {
        tipo: 3,
        nombre: 'Colaboradores',
        // The demo collaborators, 'asistente' (migration 013), who has no admin-type flag, the
        // four procedure managers (migration 019), the academic office's four superadmins
        // (migration 025) and two more psychologists (migration 047), who have it.
        total: demo(3).length + 1 + 4 + 4 + 2,
        administrativos: demo(3).filter((account) => account.isAdmin).length + 4 + 4 + 2,
      },
    ]);
  });

  it("counts a sign-in in today's figure, 14 days ending today (Lima)", async () => {
    const before = await dashboard();
    await signIn('docente');
    const after = await dashboard();
    expect(after.ingresosPorDia).toHaveLength(14);
    // The test clock starts on 14 September 2026 at 10:00 in Lima.
    expect(today(after)).toEqual({ fecha: '2026-09-14', total: today(before).total + 1 });
    expect(after.ingresosPorDia[0]!.fecha).toBe('2026-09-01');
  });

  it('lists the newest record changes, not sign-ins, newest first', async () => {
    const response = await api.call('superadmin', {
      method: 'POST',
      url: '/api/main/admin/maestroTabla',
      payload: { codigo: 'TIPO_BECA', nombre: 'Tipos de beca' },
    });
    const { id } = response.json() as { id: number };
    const { auditoriaReciente } = await dashboard();
    expect(auditoriaReciente[0]).toMatchObject({
      usuario: 'superadmin',
      action: 'create',
      resource: 'maestroTabla',
      recordId: String(id),
    });
    expect(Number.isNaN(Date.parse(auditoriaReciente[0]!.createdAt))).toBe(false);
    expect(auditoriaReciente.length).toBeLessThanOrEqual(8);
    expect(auditoriaReciente.every((entry) => entry.action !== 'LOGIN')).toBe(true);
  });

  it('keeps 14 days when the clock moves on, yesterday included even without sign-ins', async () => {
    const before = await dashboard();
    api.advance(2 * 24 * HOUR);
    const { ingresosPorDia } = await dashboard();
    expect(ingresosPorDia).toHaveLength(14);
    expect(ingresosPorDia.map((day) => day.fecha).slice(-3)).toEqual([
      '2026-09-14',
      '2026-09-15',
      '2026-09-16',
    ]);
    expect(ingresosPorDia.at(-3)!.total).toBe(today(before).total);
    expect(ingresosPorDia.at(-2)!.total).toBe(0);
  });

  it('counts the open procedures by area, and more of them overdue as the days pass', async () => {
    const open = (area: Dashboard['tramitesAbiertos'][number]) =>
      area.registrados + area.enRevision + area.observados;
    const before = (await dashboard()).tramitesAbiertos;
    expect(before.map((area) => area.area)).toEqual(['SM-TK', 'SM-VD']);
    expect(open(before[0]!)).toBeGreaterThan(0);
    for (const area of before) expect(area.vencidos).toBeLessThanOrEqual(open(area));

    expect(before[0]!.vencidos).toBeLessThan(open(before[0]!));

    // A year on, every request still open is past its target date.
    const later = await createTestApi({ tokenTtlSeconds: 400 * 24 * 60 * 60 });
    try {
      await later.login('superadmin');
      later.advance(365 * 24 * HOUR);
      const response = await later.call('superadmin', { url: '/api/main/admin/dashboard' });
      const after = (response.json() as Dashboard).tramitesAbiertos;
      expect(after.map(open)).toEqual(before.map(open));
      expect(after.map((area) => area.vencidos)).toEqual(after.map(open));
    } finally {
      await later.app.close();
    }
  });

  it.each(['colaborador', 'alumno', 'docente', 'psicologo'])('refuses %s', async (usuario) => {
    const response = await api.call(usuario, { url: '/api/main/admin/dashboard' });
    expect(response.statusCode).toBe(403);
  });
});

describe('campusDays', () => {
  it('cuts days at midnight in Lima (UTC-5), not at midnight UTC', () => {
    const lateEvening = campusDays(Date.UTC(2026, 8, 15, 4, 59), 2);
    expect(lateEvening.days).toEqual(['2026-09-13', '2026-09-14']);
    expect(lateEvening.from).toBe(Date.UTC(2026, 8, 13, 5, 0));
    expect(lateEvening.until).toBe(Date.UTC(2026, 8, 15, 5, 0));
    expect(campusDays(Date.UTC(2026, 8, 15, 5, 0), 1).days).toEqual(['2026-09-15']);
  });
});
