// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

interface Listed {
  notifications: { title: string; link: string | null; idSection: number | null }[];
}

const EVERY_SECONDS = 60;
let api: TestApi;
beforeAll(async () => {
  // Only the job's timer is faked: the API's own start and requests run as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  api = await createTestApi({ demoNotificationsEvery: EVERY_SECONDS });
});
afterAll(async () => {
  await api.app.close();
  vi.useRealTimers();
});

const newest = async (usuario: string) => {
  const response = await api.call(usuario, { url: '/api/notifications/notification/list' });
  return (response.json().results as Listed).notifications[0]!;
};

describe('the demo job (issue 32)', () => {
  it('sends each demo account the next notice of its own story, linked to its own sections', async () => {
    // One turn per demo account.
    vi.advanceTimersByTime(5 * EVERY_SECONDS * 1000);
    const student = await newest('alumno');
    expect(student.title).toBe('Nueva calificación publicada');
    expect(student.link).toMatch(/^\/estudiantes\/cursos\/[a-z0-9-]+-\[id_seccion\]\/\d+$/);
    expect(student.idSection).not.toBeNull();
    const teacher = await newest('docente');
    expect(teacher.title).toBe('Tu clase empieza en 15 minutos');
    expect(teacher.link).toMatch(/^\/docentes\/cursos\/[a-z0-9-]+-\[id_seccion\]\/2026-II$/);
    expect(teacher.idSection).not.toBeNull();
  });
});
