// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { texts } from '../texts.ts';
import { hoursBetween } from './docenteProgramacion.ts';

type Programacion = components['schemas']['ProgramacionDocenteResponse']['results'];

const demo = useTestApiWithDatabase({ seed: { students: 40 } });

const programming = async (usuario: string) => {
  const response = await demo.api.call(usuario, { url: '/api/main/docente/programacion/obtener' });
  return { status: response.statusCode, body: response.json() };
};

describe('hoursBetween', () => {
  it('counts the hours of a slot, to the quarter hour', () => {
    expect(hoursBetween('08:00', '10:00')).toBe(2);
    expect(hoursBetween('08:00', '09:15')).toBe(1.25);
    expect(hoursBetween('18:30', '22:00')).toBe(3.5);
  });
});

describe('obtenerProgramacionDocente', () => {
  it("adds up the teacher's sections' timetable and activities of the period", async () => {
    const { body } = await programming('docente');
    const results = body.results as Programacion;
    const teacherId = (
      demo.db.prepare("SELECT id FROM users WHERE username = 'docente'").get() as { id: number }
    ).id;
    const { n } = demo.db
      .prepare(
        `SELECT count(*) AS n FROM sections s JOIN periods p ON p.id = s.period_id
          WHERE p.is_current = 1 AND s.teacher_id = ?`,
      )
      .get(teacherId) as { n: number };
    expect(results.secciones).toHaveLength(n);
    const timetable = results.secciones.flatMap((section) => section.horarios);
    expect(results.horasLectivas).toBe(
      timetable.reduce((sum, item) => sum + hoursBetween(item.horaInicio, item.horaFin), 0),
    );
    expect(results.actividades.map((activity) => activity.tipo)).toEqual(
      expect.arrayContaining(['TUTORIA', 'COORDINACION', 'PREPARACION', 'CAPACITACION']),
    );
    expect(results.horasNoLectivas).toBe(
      results.actividades.reduce((sum, activity) => sum + activity.horas, 0),
    );
    // An activity never overlaps a class of the teacher.
    for (const activity of results.actividades) {
      const clash = timetable.some(
        (item) =>
          item.dia === activity.dia &&
          item.horaInicio < activity.horaFin &&
          activity.horaInicio < item.horaFin,
      );
      expect(clash, activity.nombre).toBe(false);
    }
  });

  it('is empty for a teacher without programming', async () => {
    const { body } = await programming('docente.nuevo');
    expect(body.results).toMatchObject({
      horasLectivas: 0,
      horasNoLectivas: 0,
      secciones: [],
      actividades: [],
    });
  });

  it('refuses every other role', async () => {
    for (const usuario of ['alumno', 'colaborador', 'superadmin']) {
      const refused = await programming(usuario);
      expect(refused.status).toBe(403);
      expect(refused.body.messagePublic).toBe(texts.forbidden);
    }
  });
});
