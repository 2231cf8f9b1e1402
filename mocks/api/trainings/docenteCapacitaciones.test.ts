// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { limaDay } from '../limaDay.ts';
import { texts } from '../texts.ts';

type Schemas = components['schemas'];
type Capacitacion = Schemas['CapacitacionResumen'];

const demo = useTestApiWithDatabase({ seed: { students: 20 } });
// The test clock stands where the seed ran: the seeded windows are relative to that day.
const today = limaDay(Date.UTC(2026, 8, 14, 15, 0, 0));

const get = async (usuario: string, url: string) => {
  const response = await demo.api.call(usuario, { url: `/api/main${url}` });
  const json = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : null, response };
};

const idOf = (username: string) =>
  (demo.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;

const list = async (usuario: string, query: string) =>
  (await get(usuario, `/docente/capacitaciones/listar?${query}`)).body.results as {
    total: number;
    capacitaciones: Capacitacion[];
  };

describe('listarCapacitacionesDocente', () => {
  it("pages the teacher's finished trainings, the latest first, as the database holds them", async () => {
    const { n } = demo.db
      .prepare(
        "SELECT count(*) AS n FROM training_enrolments WHERE teacher_id = ? AND status = 'FINALIZADA'",
      )
      .get(idOf('docente')) as { n: number };
    expect(n).toBeGreaterThan(10);
    const first = await list('docente', 'estado=FINALIZADA&pagina=1&tamanoPagina=10');
    const second = await list('docente', 'estado=FINALIZADA&pagina=2&tamanoPagina=10');
    expect(first.total).toBe(n);
    expect(first.capacitaciones).toHaveLength(10);
    expect(second.capacitaciones).toHaveLength(n - 10);
    const all = [...first.capacitaciones, ...second.capacitaciones];
    const dates = all.map((training) => training.fechaFinalizacion!);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const training of all) {
      expect(training).toMatchObject({ estado: 'FINALIZADA', avance: 100, vencida: false });
      expect(training.modulosCompletados).toBe(training.modulos);
      expect(training.nota).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists trainings in progress nearest end first, with progress from the modules done', async () => {
    const { capacitaciones } = await list('docente', 'estado=EN_CURSO&tamanoPagina=100');
    expect(capacitaciones.length).toBeGreaterThan(0);
    const ends = capacitaciones.map((training) => training.fechaFin);
    expect(ends).toEqual([...ends].sort());
    for (const training of capacitaciones) {
      expect(training.estado).toBe('EN_CURSO');
      expect(training.avance).toBe(
        Math.floor((training.modulosCompletados / training.modulos) * 100),
      );
      expect(training.vencida).toBe(training.fechaFin < today);
    }
  });

  it('filters by kind, and not started is a training without the teacher enrolled', async () => {
    const sst = await list('docente', 'tipo=SST&tamanoPagina=100');
    expect(sst.capacitaciones.map((training) => training.tipo)).toEqual(
      sst.capacitaciones.map(() => 'SST'),
    );
    expect(new Set(sst.capacitaciones.map((training) => training.estado))).toEqual(
      new Set(['FINALIZADA', 'EN_CURSO', 'SIN_INICIAR']),
    );
    const fresh = await list('docente.nuevo', 'tipo=INTEGRIDAD&tamanoPagina=100');
    expect(fresh.capacitaciones.length).toBeGreaterThan(0);
    for (const training of fresh.capacitaciones) {
      expect(training).toMatchObject({ estado: 'SIN_INICIAR', avance: 0, nota: null });
    }
  });

  it('answers 400 for a state or kind it does not know', async () => {
    expect((await get('docente', '/docente/capacitaciones/listar?estado=PERDIDA')).status).toBe(
      400,
    );
    expect((await get('docente', '/docente/capacitaciones/listar?tipo=X')).status).toBe(400);
    expect((await get('docente', '/docente/capacitaciones/listar?tamanoPagina=101')).status).toBe(
      400,
    );
  });
});

describe('obtenerCapacitacionDocente and the certificate', () => {
  it('shows a training in progress with its modules, due dates and what the teacher did', async () => {
    const [training] = (await list('docente', 'estado=EN_CURSO&tamanoPagina=1')).capacitaciones;
    const { body } = await get('docente', `/docente/capacitaciones/${training!.idCapacitacion}`);
    const detail = body.results as Schemas['CapacitacionResponse']['results'];
    expect(detail.certificado).toBeNull();
    expect(detail.detalleModulos).toHaveLength(detail.modulos);
    expect(detail.detalleModulos.filter((module) => module.completado)).toHaveLength(
      detail.modulosCompletados,
    );
    for (const module of detail.detalleModulos) {
      expect(module.vencido).toBe(!module.completado && module.fechaLimite < today);
    }
    const due = detail.detalleModulos.map((module) => module.fechaLimite);
    expect(due).toEqual([...due].sort());
    // Another teacher reads the same training with their own standing.
    const other = await get('docente.nuevo', `/docente/capacitaciones/${training!.idCapacitacion}`);
    expect(other.body.results).toMatchObject({ estado: 'SIN_INICIAR', modulosCompletados: 0 });
  });

  it('downloads the certificate of a finished training, and only its own teacher', async () => {
    const [training] = (await list('docente', 'estado=FINALIZADA&tamanoPagina=1')).capacitaciones;
    const url = `/docente/capacitaciones/${training!.idCapacitacion}/certificado`;
    const { status, response } = await get('docente', url);
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { body } = await get('docente', `/docente/capacitaciones/${training!.idCapacitacion}`);
    expect(response.headers['content-disposition']).toContain(
      `${body.results.certificado.codigo}.pdf`,
    );
    // Not the teacher's: no certificate of theirs exists.
    expect((await get('docente.nuevo', url)).status).toBe(404);
    const [open] = (await list('docente', 'estado=EN_CURSO&tamanoPagina=1')).capacitaciones;
    expect(
      (await get('docente', `/docente/capacitaciones/${open!.idCapacitacion}/certificado`)).status,
    ).toBe(404);
  });

  it('answers 404 for a training that does not exist', async () => {
    expect((await get('docente', '/docente/capacitaciones/99999')).status).toBe(404);
  });
});

describe('development paths', () => {
  it('count their trainings and those the teacher finished', async () => {
    const { body } = await get('docente', '/docente/capacitaciones/rutas');
    const paths = body.results as Schemas['RutaDesarrolloResumen'][];
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) {
      const detail = (await get('docente', `/docente/capacitaciones/rutas/${path.idRuta}`)).body
        .results as Schemas['RutaDesarrolloResponse']['results'];
      expect(detail.capacitaciones).toHaveLength(path.capacitaciones);
      expect(detail.capacitaciones.filter((t) => t.estado === 'FINALIZADA')).toHaveLength(
        path.finalizadas,
      );
      expect(path.horas).toBe(detail.capacitaciones.reduce((sum, t) => sum + t.horas, 0));
      for (const training of detail.capacitaciones) {
        expect(training.ruta).toEqual({
          idRuta: path.idRuta,
          nombre: path.nombre,
          slug: path.slug,
        });
      }
    }
    expect((await get('docente', '/docente/capacitaciones/rutas/999')).status).toBe(404);
  });
});

describe('roles', () => {
  it('refuses every role but the teacher, and asks for a session', async () => {
    for (const url of [
      '/docente/capacitaciones/rutas',
      '/docente/capacitaciones/rutas/1',
      '/docente/capacitaciones/listar',
      '/docente/capacitaciones/1',
      '/docente/capacitaciones/1/certificado',
    ]) {
      for (const usuario of ['alumno', 'colaborador', 'superadmin']) {
        const refused = await get(usuario, url);
        expect(refused.status, `${usuario} ${url}`).toBe(403);
        expect(refused.body.messagePublic).toBe(texts.forbidden);
      }
      expect((await demo.api.call(null, { url: `/api/main${url}` })).statusCode).toBe(401);
    }
  });
});
