import { describe, expect, it } from 'vitest';
import { allRoutes, type RouteName } from '@/routes';
import { attendanceButtonHidden } from './hiddenRoutes';

describe('attendanceButtonHidden', () => {
  it('hides on the routes of spec §2 and on every procedures and survey route', () => {
    for (const name of [
      'login',
      'beneficios',
      'onboarding_extension',
      'actualizar_clave',
      'confirmar_telefono',
      'certificado_estudios',
      'encuestas_completar',
      'estudiantes_encuestas_smart',
      'encuestas_completar_curso_opc',
      'docentes_tramite_pendiente',
      'docentes_tramite_finalizado',
    ] as const) {
      expect(attendanceButtonHidden(name), name).toBe(true);
    }
    const procedures = allRoutes.filter((route) => route.path.includes('/tramites'));
    expect(procedures.length).toBeGreaterThan(10);
    for (const route of procedures)
      expect(attendanceButtonHidden(route.name as RouteName)).toBe(true);
  });

  it('shows everywhere else, and on paths outside the route table', () => {
    for (const name of [
      'home',
      'estudiantes_horario',
      'estudiantes_cursos',
      'profile',
      'docentes_encuesta_alerta',
    ] as const) {
      expect(attendanceButtonHidden(name), name).toBe(false);
    }
    expect(attendanceButtonHidden(undefined)).toBe(false);
  });
});
