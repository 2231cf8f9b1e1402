// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { texts } from '../texts.ts';
import { commentError } from './docenteInstitucional.ts';
import { alertTexts, inductionTexts } from './texts.ts';

type Schemas = components['schemas'];

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

const call = async (usuario: string | null, url: string, payload?: object) => {
  const response = await demo.api.call(usuario, {
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/main${url}`,
    ...(payload !== undefined && { payload }),
  });
  const json = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : null, response };
};

/** A student seated in one of `usuario`'s sections this period without an open alert for `reason`. */
function seatOf(usuario: string, reason: string) {
  return demo.db
    .prepare(
      `SELECT s.id AS idSeccion, ss.enrolment_id AS idMatricula FROM sections s
        JOIN periods p ON p.id = s.period_id AND p.is_current = 1
        JOIN users t ON t.id = s.teacher_id AND t.username = ?
        JOIN section_students ss ON ss.section_id = s.id
        WHERE NOT EXISTS (SELECT 1 FROM student_alerts a WHERE a.section_id = s.id
          AND a.enrolment_id = ss.enrolment_id AND a.reason = ? AND a.status <> 'ATENDIDA')
        ORDER BY s.id, ss.enrolment_id LIMIT 1`,
    )
    .get(usuario, reason) as { idSeccion: number; idMatricula: number };
}

const COMMENT = 'No asiste desde hace dos semanas.';

describe('commentError', () => {
  it('counts the trimmed comment between 10 and 500 characters', () => {
    expect(commentError('   ')).toBe(texts.validation.required);
    expect(commentError(` ${'a'.repeat(9)} `)).toBe(texts.validation.minLength(10));
    expect(commentError('a'.repeat(10))).toBeNull();
    expect(commentError('a'.repeat(500))).toBeNull();
    expect(commentError('a'.repeat(501))).toBe(texts.validation.maxLength);
  });
});

describe('obtenerPaginaInstitucional and its documents', () => {
  it('answers each page with its sections as paragraphs and its documents', async () => {
    for (const slug of ['conocenos', 'guia-docente', 'directivas', 'induccion']) {
      const { status, body } = await call('docente', `/docente/institucional/pagina/${slug}`);
      expect(status, slug).toBe(200);
      const page = body.results as Schemas['PaginaInstitucionalResponse']['results'];
      expect(page.slug).toBe(slug);
      expect(page.secciones.length).toBeGreaterThan(0);
      for (const section of page.secciones) expect(section.parrafos.length).toBeGreaterThan(0);
    }
    const { body } = await call('docente', '/docente/institucional/pagina/directivas');
    const [first] = body.results.documentos as Schemas['DocumentoInstitucional'][];
    const pdf = await call('docente', `/docente/institucional/documento/${first!.idDocumento}`);
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.headers['content-disposition']).toContain(
      `${first!.codigo}-v${first!.version}.pdf`,
    );
    expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 400 for a page it does not have and 404 for a document it does not have', async () => {
    expect((await call('docente', '/docente/institucional/pagina/otra')).status).toBe(400);
    expect((await call('docente', '/docente/institucional/documento/9999')).status).toBe(404);
  });
});

describe('alerts', () => {
  it('registers an alert on a student of the class, listed first, and refuses a second open one', async () => {
    const seat = seatOf('docente', 'INASISTENCIAS');
    expect(seatOf('docente', 'SALUD')).toEqual(seat);
    const created = await call('docente', '/docente/alertas', {
      ...seat,
      motivo: 'INASISTENCIAS',
      comentario: `  ${COMMENT}  `,
    });
    expect(created.status).toBe(200);
    expect(created.body.messagePublic).toBe(alertTexts.registered);
    expect(created.body.results).toMatchObject({
      idSeccion: seat.idSeccion,
      motivo: 'INASISTENCIAS',
      comentario: COMMENT,
      estado: 'REGISTRADA',
    });
    const { body } = await call('docente', '/docente/alertas?pagina=1&tamanoPagina=10');
    expect(body.results.alertas[0].idAlerta).toBe(created.body.results.idAlerta);

    const again = await call('docente', '/docente/alertas', {
      ...seat,
      motivo: 'INASISTENCIAS',
      comentario: COMMENT,
    });
    expect(again.status).toBe(409);
    expect(again.body.messagePublic).toBe(alertTexts.open);
    // Another reason for the same student is a new alert.
    const other = await call('docente', '/docente/alertas', {
      ...seat,
      motivo: 'SALUD',
      comentario: COMMENT,
    });
    expect(other.status).toBe(200);
  });

  it('pages the teacher’s alerts, the latest first, and only theirs', async () => {
    const teacherId = (
      demo.db.prepare("SELECT id FROM users WHERE username = 'docente'").get() as { id: number }
    ).id;
    const { n } = demo.db
      .prepare('SELECT count(*) AS n FROM student_alerts WHERE teacher_id = ?')
      .get(teacherId) as { n: number };
    const first = (await call('docente', '/docente/alertas?pagina=1&tamanoPagina=10')).body.results;
    const second = (await call('docente', '/docente/alertas?pagina=2&tamanoPagina=10')).body
      .results;
    expect(first.total).toBe(n);
    expect(first.alertas.length + second.alertas.length).toBe(Math.min(n, 20));
    const dates = [...first.alertas, ...second.alertas].map(
      (alert: { fecha: string }) => alert.fecha,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call('docente.nuevo', '/docente/alertas')).body.results).toEqual({
      total: 0,
      alertas: [],
    });
  });

  it('refuses a comment out of bounds, a student not in the class and a class not the teacher’s', async () => {
    const seat = seatOf('docente', 'CONDUCTA');
    const send = (payload: object) =>
      call('docente', '/docente/alertas', { ...seat, motivo: 'CONDUCTA', ...payload });
    const short = await send({ comentario: `   ${'a'.repeat(9)}   ` });
    expect(short.status).toBe(400);
    expect(short.body.messagePublic).toBe(texts.validation.minLength(10));
    expect((await send({ comentario: 'a'.repeat(501) })).status).toBe(400);
    expect((await send({ comentario: COMMENT, motivo: 'OTRA' })).status).toBe(400);
    const stranger = demo.db
      .prepare(
        'SELECT id FROM enrolments WHERE id NOT IN (SELECT enrolment_id FROM section_students WHERE section_id = ?) LIMIT 1',
      )
      .get(seat.idSeccion) as { id: number };
    const notSeated = await send({ comentario: COMMENT, idMatricula: stranger.id });
    expect(notSeated.status).toBe(400);
    expect(notSeated.body.messagePublic).toBe(alertTexts.notSeated);
    // Another teacher's class: 403, and nothing saved.
    const others = seatOf('luz.vargas1006', 'CONDUCTA');
    const before = (
      demo.db.prepare('SELECT count(*) AS n FROM student_alerts').get() as { n: number }
    ).n;
    const refused = await call('docente', '/docente/alertas', {
      ...others,
      motivo: 'CONDUCTA',
      comentario: COMMENT,
    });
    expect(refused.status).toBe(403);
    expect(
      (demo.db.prepare('SELECT count(*) AS n FROM student_alerts').get() as { n: number }).n,
    ).toBe(before);
    expect((await send({ comentario: COMMENT, idSeccion: 999999 })).status).toBe(404);
  });
});

describe('roles', () => {
  it('refuses every role but the teacher, and asks for a session', async () => {
    const seat = seatOf('docente', 'OTRO');
    const requests: Array<[string, object | undefined]> = [
      ['/docente/institucional/pagina/conocenos', undefined],
      ['/docente/institucional/documento/1', undefined],
      ['/docente/alertas', undefined],
      ['/docente/alertas', { ...seat, motivo: 'OTRO', comentario: COMMENT }],
    ];
    for (const [url, payload] of requests) {
      for (const usuario of ['alumno', 'colaborador', 'superadmin']) {
        const refused = await call(usuario, url, payload);
        expect(refused.status, `${usuario} ${url}`).toBe(403);
        expect(refused.body.messagePublic).toBe(texts.forbidden);
      }
      expect((await call(null, url, payload)).status).toBe(401);
    }
  });
});

describe('completarInduccion', () => {
  const openInduction = (usuario: string) =>
    demo.db
      .prepare(
        `SELECT count(*) AS open FROM user_tasks t JOIN users u ON u.id = t.user_id
          WHERE u.username = ? AND t.modulo = 'docentes_induccion' AND t.completed_at IS NULL`,
      )
      .get(usuario) as { open: number };
  const flowModules = async (usuario: string) => {
    const { body } = await call(usuario, '/usuario/flujo', { version: '1.0.0' });
    return (body.results.detalle as { modulo: string }[]).map((task) => task.modulo);
  };

  it('completes the new teacher’s induction once, and the flow stops sending them there', async () => {
    expect(openInduction('docente.nuevo').open).toBe(1);
    expect(await flowModules('docente.nuevo')).toContain('docentes_induccion');
    const done = await call('docente.nuevo', '/docente/institucional/induccion/completar', {});
    expect(done.status).toBe(200);
    expect(done.body.messagePublic).toBe(inductionTexts.done);
    expect(openInduction('docente.nuevo').open).toBe(0);
    expect(await flowModules('docente.nuevo')).not.toContain('docentes_induccion');
    // A second click, or a teacher whose induction is long done: the same answer, nothing new.
    const again = await call('docente.nuevo', '/docente/institucional/induccion/completar', {});
    expect(again.status).toBe(200);
    expect(again.body.messagePublic).toBe(inductionTexts.done);
  });

  it('is refused to anyone who is not a teacher, and without a session', async () => {
    for (const usuario of ['alumno', 'colaborador']) {
      const { status } = await call(usuario, '/docente/institucional/induccion/completar', {});
      expect(status, usuario).toBe(403);
    }
    const anonymous = await call(null, '/docente/institucional/induccion/completar', {});
    expect(anonymous.status).toBe(401);
  });
});
