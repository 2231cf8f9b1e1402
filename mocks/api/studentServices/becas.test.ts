// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { limaDay, limaInstant } from '../limaDay.ts';
import { EXPIRING_DAYS, expiring } from './becas.ts';

type Results = components['schemas']['BecasAlumnoResponse']['results'];

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

const read = async (usuario: string) =>
  (await demo.api.call(usuario, { url: '/api/main/becas/alumno' })).json().results as Results;

describe('expiring', () => {
  it(`counts a granted scholarship as expiring from ${EXPIRING_DAYS} Lima days before its end`, () => {
    const now = limaInstant('2026-11-01', '23:30');
    expect(expiring(limaDay(now, EXPIRING_DAYS), now)).toBe(true);
    expect(expiring(limaDay(now, EXPIRING_DAYS + 1), now)).toBe(false);
    expect(expiring('2026-11-01', now)).toBe(true);
  });
});

describe('obtenerBecasAlumno', () => {
  it('answers the five kinds on offer with their conditions and periods', async () => {
    const { catalogo } = await read('alumno');
    expect(catalogo.map((beca) => beca.tipo)).toEqual([
      'EXCELENCIA_ACADEMICA',
      'SOCIOECONOMICA',
      'DEPORTIVA',
      'HERMANOS',
      'CONVENIO',
    ]);
    for (const beca of catalogo) {
      expect(beca.condiciones.length).toBeGreaterThan(0);
      expect(beca.periodos).toHaveLength(2);
    }
  });

  it("answers the caller's own applications only, the fees' scholarship granted until its period ends", async () => {
    const { solicitudes } = await read('alumno');
    const byKind = Object.fromEntries(solicitudes.map((s) => [s.tipo, s]));
    const period = demo.db
      .prepare('SELECT code, ends_on AS endsOn FROM periods WHERE is_current = 1')
      .get() as { code: string; endsOn: string };
    expect(byKind.EXCELENCIA_ACADEMICA).toMatchObject({
      periodo: period.code,
      vigenteHasta: period.endsOn,
      motivoRechazo: null,
    });
    expect(['OTORGADA', 'POR_VENCER']).toContain(byKind.EXCELENCIA_ACADEMICA!.estado);
    expect(byKind.DEPORTIVA).toMatchObject({ estado: 'RECHAZADA', vigenteHasta: null });
    expect(byKind.DEPORTIVA!.motivoRechazo).toMatch(/selección deportiva/);
    expect(byKind.SOCIOECONOMICA).toMatchObject({ estado: 'EN_EVALUACION', motivoRechazo: null });

    const ownIds = (
      demo.db
        .prepare(
          `SELECT a.id FROM scholarship_applications a JOIN users u ON u.id = a.student_id
            WHERE u.username = 'alumno'`,
        )
        .all() as Array<{ id: number }>
    ).map((row) => row.id);
    expect(solicitudes.map((s) => s.idSolicitud).sort()).toEqual(ownIds.sort());
    const others = (await read('alumno1')).solicitudes.map((s) => s.idSolicitud);
    expect(others.some((id) => ownIds.includes(id))).toBe(false);
  });

  it('answers no applications to a student who made none', async () => {
    const none = demo.db
      .prepare(
        `SELECT username FROM users u WHERE tip = 1 AND NOT EXISTS
          (SELECT 1 FROM scholarship_applications a WHERE a.student_id = u.id) LIMIT 1`,
      )
      .get() as { username: string };
    expect((await read(none.username)).solicitudes).toEqual([]);
  });
});
