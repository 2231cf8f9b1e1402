// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { saeTexts } from './texts.ts';
import { FOLLOW_UP_PROCEDURES } from './sae.ts';

type CasoSae = components['schemas']['CasoSae'];

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

const cases = async (usuario: string) =>
  (await demo.api.call(usuario, { url: '/api/main/sae/alumno/casos' })).json().results as CasoSae[];
const confirm = (usuario: string, idAccion: number) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `/api/main/sae/alumno/acciones/${idAccion}/confirmar`,
  });
const pendingOf = async (usuario: string, tipo: 'ENTREVISTA' | 'FORMULARIO') =>
  (await cases(usuario))
    .flatMap((caso) => caso.acciones)
    .find((accion) => accion.tipo === tipo && accion.estado === 'PENDIENTE')!;

describe('listarCasosSae', () => {
  it("answers the caller's tutoring cases, open first, with their actions and public notes only", async () => {
    const own = (await cases('alumno')).filter((caso) => caso.origen === 'TUTORIA');
    expect(own.map((caso) => [caso.origen, caso.estado])).toEqual([
      ['TUTORIA', 'EN_ATENCION'],
      ['TUTORIA', 'CERRADO'],
    ]);
    const [open] = own;
    expect(open!.acciones.map((accion) => [accion.tipo, accion.estado])).toEqual([
      ['ENTREVISTA', 'REALIZADA'],
      ['ENTREVISTA', 'PENDIENTE'],
      ['FORMULARIO', 'PENDIENTE'],
    ]);
    expect(open!.notas.map((nota) => nota.texto)).toEqual([
      'Acordamos un horario semanal de estudio de lunes a jueves, de 7 a 9 p. m.',
    ]);
    expect(JSON.stringify(own)).not.toContain('Nota interna');
  });

  it('answers nothing to a student SAE does not follow', async () => {
    const stranger = demo.db
      .prepare(
        `SELECT username FROM users u WHERE tip = 1
          AND NOT EXISTS (SELECT 1 FROM sae_cases c WHERE c.student_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM student_alerts a JOIN enrolments e
            ON e.id = a.enrolment_id WHERE e.student_id = u.id) LIMIT 1`,
      )
      .get() as { username: string };
    expect(await cases(stranger.username)).toEqual([]);
  });

  it("shows a teacher's alert as a case with its reason and course, never the teacher's comment", async () => {
    const seat = demo.db
      .prepare(
        `SELECT s.id AS idSeccion, ss.enrolment_id AS idMatricula, st.username, c.name AS curso
          FROM sections s JOIN periods p ON p.id = s.period_id AND p.is_current = 1
          JOIN users t ON t.id = s.teacher_id AND t.username = 'docente'
          JOIN courses c ON c.id = s.course_id
          JOIN section_students ss ON ss.section_id = s.id
          JOIN enrolments e ON e.id = ss.enrolment_id JOIN users st ON st.id = e.student_id
          WHERE NOT EXISTS (SELECT 1 FROM student_alerts a WHERE a.enrolment_id = e.id)
          ORDER BY s.id, ss.enrolment_id LIMIT 1`,
      )
      .get() as { idSeccion: number; idMatricula: number; username: string; curso: string };
    const comment = 'Se duerme en clase; creo que trabaja de noche.';
    const alert = await demo.api.call('docente', {
      method: 'POST',
      url: '/api/main/docente/alertas',
      payload: {
        idSeccion: seat.idSeccion,
        idMatricula: seat.idMatricula,
        motivo: 'BAJO_RENDIMIENTO',
        comentario: comment,
      },
    });
    expect(alert.statusCode).toBe(200);
    const own = await cases(seat.username);
    expect(own).toContainEqual({
      origen: 'ALERTA_DOCENTE',
      idCaso: alert.json().results.idAlerta,
      motivo: 'Bajo rendimiento',
      curso: seat.curso,
      responsable: saeTexts.tutoring,
      estado: 'ABIERTO',
      abiertoEn: alert.json().results.fecha,
      acciones: [],
      notas: [],
    });
    expect(JSON.stringify(own)).not.toContain(comment);
    const others = await cases(seat.username === 'alumno' ? 'alumno1' : 'alumno');
    expect(others.map((caso) => caso.origen)).not.toContain('ALERTA_DOCENTE');
  });
});

describe('listarCasosSae: procedures with a follow-up', () => {
  interface Request {
    id: number;
    username: string;
    name: string;
    state: string;
  }
  const requests = () =>
    demo.db
      .prepare(
        `SELECT r.id, u.username, t.name, r.state FROM procedure_requests r
          JOIN procedure_types t ON t.id = r.type_id JOIN users u ON u.id = r.requester_id
          WHERE t.code IN (SELECT value FROM json_each(?)) ORDER BY r.id`,
      )
      .all(JSON.stringify(FOLLOW_UP_PROCEDURES)) as unknown as Request[];

  it("shows each of the caller's follow-up requests as a tutoring case, closed once decided", async () => {
    const all = requests();
    const decided = all.find((r) => r.state === 'APROBADO' || r.state === 'RECHAZADO')!;
    const open = all.find((r) => r.state === 'REGISTRADO')!;
    for (const [request, estado] of [
      [decided, 'CERRADO'],
      [open, 'ABIERTO'],
    ] as const) {
      const own = (await cases(request.username)).filter((caso) => caso.origen === 'TRAMITE');
      expect(own.find((caso) => caso.idCaso === request.id)).toMatchObject({
        motivo: request.name,
        responsable: saeTexts.tutoring,
        estado,
        curso: null,
      });
      const mine = all.filter((r) => r.username === request.username).map((r) => r.id);
      expect(own.map((caso) => caso.idCaso).sort()).toEqual([...mine].sort());
    }
  });

  it('leaves out the requests of procedures without a follow-up', async () => {
    const other = demo.db
      .prepare(
        `SELECT u.username FROM procedure_requests r JOIN users u ON u.id = r.requester_id
          JOIN procedure_types t ON t.id = r.type_id
          WHERE u.tip = 1 AND t.code NOT IN (SELECT value FROM json_each(?))
            AND NOT EXISTS (SELECT 1 FROM procedure_requests r2 JOIN procedure_types t2
              ON t2.id = r2.type_id WHERE r2.requester_id = u.id
              AND t2.code IN (SELECT value FROM json_each(?)))
          LIMIT 1`,
      )
      .get(JSON.stringify(FOLLOW_UP_PROCEDURES), JSON.stringify(FOLLOW_UP_PROCEDURES)) as {
      username: string;
    };
    expect((await cases(other.username)).filter((caso) => caso.origen === 'TRAMITE')).toEqual([]);
  });
});

describe('confirmarAsistenciaSae', () => {
  it('confirms a pending interview once, which leaves the pending actions', async () => {
    const interview = await pendingOf('alumno1', 'ENTREVISTA');
    const confirmed = await confirm('alumno1', interview.idAccion);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      messagePublic: saeTexts.confirmed,
      results: { idAccion: interview.idAccion, estado: 'CONFIRMADA' },
    });
    expect(confirmed.json().results.realizadaEn).not.toBeNull();
    const again = await confirm('alumno1', interview.idAccion);
    expect(again.statusCode).toBe(400);
    expect(again.json().messagePublic).toBe(saeTexts.notPending);
    expect((await pendingOf('alumno1', 'ENTREVISTA')) ?? null).toBeNull();
  });

  it("refuses a form, another student's action and an unknown one", async () => {
    const form = await pendingOf('alumno2', 'FORMULARIO');
    const refused = await confirm('alumno2', form.idAccion);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messagePublic).toBe(saeTexts.notAnInterview);
    const theirs = await pendingOf('alumno2', 'ENTREVISTA');
    expect((await confirm('alumno3', theirs.idAccion)).statusCode).toBe(403);
    expect((await pendingOf('alumno2', 'ENTREVISTA')).estado).toBe('PENDIENTE');
    expect((await confirm('alumno3', 2_147_483_647)).statusCode).toBe(404);
    expect((await confirm('alumno3', 2_147_483_648)).statusCode).toBe(400);
  });
});
