// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { teacherAvailabilityTexts } from './texts.ts';

const demo = useTestApiWithDatabase({ seed: { students: 20 } });
const t = teacherAvailabilityTexts;

type Slot = { dia: number; hora: string };

const call = async (usuario: string, method: 'GET' | 'PUT', url: string, payload?: object) => {
  const response = await demo.api.call(usuario, { method, url: `/api/main${url}`, payload });
  return { status: response.statusCode, body: response.json() };
};
const save = (franjas: Slot[], usuario = 'docente') =>
  call(usuario, 'PUT', '/docente/disponibilidad', { franjas });
const mine = async () => (await call('docente', 'GET', '/docente/disponibilidad')).body.results;
const docenteId = () =>
  (demo.db.prepare("SELECT id FROM users WHERE username = 'docente'").get() as { id: number }).id;

const week = (days: number[], hours: number[]) =>
  days.flatMap((dia) =>
    hours.map((hour) => ({ dia, hora: `${String(hour).padStart(2, '0')}:00` })),
  );

describe('teacher availability', () => {
  it("reads the caller's week for the next period", async () => {
    const results = await mine();
    expect(results.periodo).toBe(
      (
        demo.db
          .prepare(
            `SELECT code FROM periods WHERE starts_on > (SELECT starts_on FROM periods
              WHERE is_current = 1) ORDER BY starts_on LIMIT 1`,
          )
          .get() as { code: string }
      ).code,
    );
    expect(results.idDocente).toBe(docenteId());
    expect(results.franjas.length).toBeGreaterThan(0);
  });

  it('replaces the week, audits it, and refuses the same week again with spec §5 message', async () => {
    const next = week([1, 2], [8, 9, 10]);
    const saved = await save(next);
    expect(saved.status).toBe(200);
    expect(saved.body.messagePublic).toBe(t.saved);
    expect(saved.body.results.franjas).toEqual(next);
    expect((await mine()).franjas).toEqual(next);
    const again = await save([...next].reverse());
    expect(again.status).toBe(400);
    expect(again.body.messagePublic).toBe(t.noChanges);
    const audit = demo.db
      .prepare("SELECT count(*) AS n FROM audit_log WHERE resource = 'disponibilidadDocente'")
      .get() as { n: number };
    expect(audit.n).toBe(1);
    // An empty week is a change too: nothing declared.
    expect((await save([])).body.results.franjas).toEqual([]);
  });

  it('takes Monday to Saturday, 07:00 to 21:00, at most the 90 hours of the grid', async () => {
    expect((await save(week([1, 2, 3, 4, 5, 6], range(7, 21)))).status).toBe(200);
    expect(
      (await save([...week([1, 2, 3, 4, 5, 6], range(7, 21)), { dia: 6, hora: '21:00' }])).status,
    ).toBe(400);
    expect((await save([{ dia: 7, hora: '08:00' }])).status).toBe(400);
    expect((await save([{ dia: 0, hora: '08:00' }])).status).toBe(400);
    expect((await save([{ dia: 1, hora: '06:00' }])).status).toBe(400);
    expect((await save([{ dia: 1, hora: '22:00' }])).status).toBe(400);
    expect((await save([{ dia: 1, hora: '08:30' }])).status).toBe(400);
    expect(
      (
        await save([
          { dia: 6, hora: '21:00' },
          { dia: 1, hora: '07:00' },
        ])
      ).status,
    ).toBe(200);
    const repeated = await save([
      { dia: 2, hora: '08:00' },
      { dia: 2, hora: '08:00' },
    ]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors.franjas).toEqual([t.repeated]);
  });

  it('changes the candidates ranking of a section at those hours', async () => {
    const section = demo.db
      .prepare(
        `SELECT a.section_id AS id, t.weekday AS dia, t.start_time AS inicio, t.end_time AS fin
          FROM scheduling_assignments a JOIN section_timetable t ON t.section_id = a.section_id
          WHERE a.process_id = 1 ORDER BY a.section_id LIMIT 1`,
      )
      .get() as { id: number };
    const slots = demo.db
      .prepare(
        'SELECT weekday AS dia, start_time AS inicio, end_time AS fin FROM section_timetable WHERE section_id = ?',
      )
      .all(section.id) as { dia: number; inicio: string; fin: string }[];
    const covering = slots.flatMap((slot) =>
      range(
        Number(slot.inicio.slice(0, 2)),
        Math.ceil(Number(slot.fin.slice(0, 2)) + Number(slot.fin.slice(3)) / 60) - 1,
      ).map((hour) => ({ dia: slot.dia, hora: `${String(hour).padStart(2, '0')}:00` })),
    );
    const candidate = async () =>
      (
        (
          await call(
            'colaborador',
            'GET',
            // The whole brand's ranking on one page: the demo's teachers fit in it.
            `/programaciondocente/seccion/${section.id}/candidatos?tamanoPagina=100`,
          )
        ).body.results as {
          candidatos: { idDocente: number; cubreDisponibilidad: boolean; puntaje: number }[];
        }
      ).candidatos.find((item) => item.idDocente === docenteId())!;
    await save([]);
    const without = await candidate();
    expect(without.cubreDisponibilidad).toBe(false);
    await save(covering);
    const withIt = await candidate();
    expect(withIt.cubreDisponibilidad).toBe(true);
    expect(withIt.puntaje).toBe(without.puntaje + 25);
  });
});

describe("the admin's view of teachers' availability", () => {
  it('pages and searches the brand teachers with their declared hours', async () => {
    const first = await call(
      'colaborador',
      'GET',
      '/programaciondocente/disponibilidad?tamanoPagina=2',
    );
    expect(first.status).toBe(200);
    expect(first.body.results.docentes).toHaveLength(2);
    expect(first.body.results.total).toBeGreaterThan(2);
    const found = await call(
      'colaborador',
      'GET',
      '/programaciondocente/disponibilidad?busqueda=ramirez',
    );
    const jorge = found.body.results.docentes.find(
      (item: { idDocente: number }) => item.idDocente === docenteId(),
    );
    expect(jorge.horasDeclaradas).toBe((await mine()).franjas.length);
    expect(
      (await call('colaborador', 'GET', '/programaciondocente/disponibilidad?tamanoPagina=101'))
        .status,
    ).toBe(400);
    expect(
      (await call('colaborador', 'GET', '/programaciondocente/disponibilidad?tamanoPagina=100'))
        .status,
    ).toBe(200);
  });

  it("reads one teacher's week; 404 for anyone who is not a teacher of the brand", async () => {
    const week = await call(
      'colaborador',
      'GET',
      `/programaciondocente/disponibilidad/${docenteId()}`,
    );
    expect(week.body.results.franjas).toEqual((await mine()).franjas);
    const student = (
      demo.db.prepare("SELECT id FROM users WHERE username = 'alumno'").get() as { id: number }
    ).id;
    expect(
      (await call('colaborador', 'GET', `/programaciondocente/disponibilidad/${student}`)).status,
    ).toBe(404);
  });

  it('is refused without ADMDISPO, and the teacher side without DISPODOC', async () => {
    expect((await call('psicologo', 'GET', '/programaciondocente/disponibilidad')).status).toBe(
      403,
    );
    const holders = await demo.api.call('superadmin', {
      url: '/api/main/admin/permisoUsuario',
      query: { filter: JSON.stringify({ permiso: 'DISPODOC' }), range: '[0,999]' },
    });
    const grant = (holders.json() as { id: string; usuario: string }[]).find(
      (holder) => holder.usuario === 'docente',
    )!;
    const revoked = await demo.api.call('superadmin', {
      method: 'DELETE',
      url: `/api/main/admin/permisoUsuario/${grant.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await call('docente', 'GET', '/docente/disponibilidad')).status).toBe(403);
    expect((await save([])).status).toBe(403);
  });
});

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
