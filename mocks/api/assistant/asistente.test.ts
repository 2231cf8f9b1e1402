// @vitest-environment node
import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { assistantTexts } from './texts.ts';

const URL = '/api/chatbot/mensajes';
const demo = useTestApiWithDatabase({ seed: { students: 60 } });

const post = (mensaje: string, usuario = 'alumno') =>
  demo.api.call(usuario, { method: 'POST', url: URL, payload: { mensaje } });

const ask = async (mensaje: string, usuario = 'alumno') => {
  const response = await post(mensaje, usuario);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
};

describe('consultarAsistente', () => {
  // Each test asks as a person would in a fresh minute, inside the per-user limit.
  beforeEach(() => demo.api.advance(60_000));

  it("answers a procedure's fee, days and requirements with its filing page", async () => {
    const answer = await ask('cuánto cuesta el certificado de estudios');
    expect(answer.tipo).toBe('RESPUESTA');
    expect(answer.respuesta).toBe(
      assistantTexts.procedure(
        'Certificado de estudios superiores',
        12000,
        7,
        'Tickets de servicios académicos',
      ),
    );
    expect(answer.detalles).toContain(
      assistantTexts.requirement('Copia del DNI', 'Ambas caras, legibles.'),
    );
    const filing = {
      ruta: 'estudiantes_tramites_estudios_nuevo_detalle',
      parametros: { slug: 'certificado-de-estudios-superiores', id: expect.any(String) },
    };
    expect(answer.fuentes[0]).toEqual({
      tipo: 'TRAMITE',
      titulo: 'Certificado de estudios superiores',
      enlace: filing,
    });
    expect(answer.acciones).toHaveLength(1);
    expect(answer.acciones[0]).toEqual({
      tipo: 'SOLICITAR_TRAMITE',
      etiqueta: assistantTexts.fileProcedure,
      enlace: filing,
    });
  });

  it('folds accents, case and typos', async () => {
    const answer = await ask('CUANTO CUESTA EL SERTIFICADO DE ESTUDIO');
    expect(answer.fuentes[0].titulo).toBe('Certificado de estudios superiores');
  });

  it('says it does not know off topic, and offers a ticket that carries the question', async () => {
    const answer = await ask('¿Quién ganó el mundial de fútbol?');
    expect(answer).toEqual({
      tipo: 'SIN_RESPUESTA',
      respuesta: assistantTexts.unknown,
      detalles: [],
      fuentes: [],
      acciones: [
        {
          tipo: 'ABRIR_TICKET',
          etiqueta: assistantTexts.openTicket,
          enlace: {
            ruta: 'zendesk_listado_tickets',
            parametros: {},
            consulta: { nuevo: '1', pregunta: '¿Quién ganó el mundial de fútbol?' },
          },
        },
      ],
    });
  });

  it('answers a price only from the procedure the question names', async () => {
    // 'matrícula' is in the text of the withdrawals (free), 'pensión' in where fees are paid.
    for (const question of [
      '¿Cuánto cuesta la matrícula?',
      '¿cuánto cuesta la pensión?',
      '¿cuánto es la pensión?',
    ])
      expect((await ask(question)).tipo, question).toBe('SIN_RESPUESTA');
    expect((await ask('¿cuánto sale la constancia de notas?')).fuentes[0].titulo).toBe(
      'Constancia de notas',
    );
  });

  it('reads the vocabulary of the third development set (migration 068)', async () => {
    // A phone in an exam is copying; a phone elsewhere is not.
    expect((await ask('me chaparon con el celular en pleno examen')).fuentes[0].titulo).toBe(
      'Reglamento de conducta',
    );
    expect((await ask('mi celular se malogró en plena clase')).tipo).toBe('SIN_RESPUESTA');
    // 'el sistema' is the campus virtual, where a teacher registers the grades.
    const grades = await ask('cuánto tiempo tengo para subir las notas al sistema', 'docente');
    expect(grades.fuentes[0].titulo).toBe('Reglamento docente');
    expect(grades.respuesta).toMatch(/siete días/);
    // Not going on at the institute is leaving it; going on is not.
    expect(
      (await ask('ya no voy a seguir en el instituto, que tramite hago')).fuentes[0].titulo,
    ).toBe('Retiro definitivo del programa');
    expect(
      (await ask('quiero seguir en el instituto el proximo ciclo, que tramite hago')).fuentes[0]
        ?.titulo,
    ).not.toBe('Retiro definitivo del programa');
  });

  it('does not offer a procedure the institute switched off, nor one of another audience', async () => {
    expect((await ask('préstamo de laptop')).tipo).toBe('SIN_RESPUESTA');
    const teacher = await ask('visado de sílabo', 'docente');
    expect(teacher.fuentes[0].titulo).toBe('Visado de sílabo');
    // Teachers file from their tray's 'solicitar' view, that type opened: no student page.
    expect(teacher.acciones).toEqual([
      {
        tipo: 'SOLICITAR_TRAMITE',
        etiqueta: assistantTexts.fileProcedure,
        enlace: {
          ruta: 'docentes_tramites_pendientes',
          parametros: {},
          consulta: { vista: 'solicitar', tramite: expect.stringMatching(/^\d+$/) },
        },
      },
    ]);
    expect(
      (await ask('visado de sílabo')).fuentes.map((f: { titulo: string }) => f.titulo),
    ).not.toContain('Visado de sílabo');
  });

  it("cites a regulation's article, linked where the student reads it: their guide", async () => {
    const question = '¿Copiar en un examen es una falta grave?';
    const answer = await ask(question);
    const db = new DatabaseSync(demo.db.location()!, { readOnly: true });
    const { id } = db
      .prepare("SELECT id FROM regulations WHERE titulo = 'Reglamento de conducta'")
      .get() as { id: number };
    db.close();
    const guide = (ruta: string) => ({
      tipo: 'REGLAMENTO',
      titulo: 'Reglamento de conducta',
      enlace: { ruta, parametros: {}, consulta: { reglamento: String(id) } },
    });
    expect(answer.fuentes[0]).toEqual(guide('estudiantes_guia_carreras'));
    expect(answer.respuesta).toMatch(/^Según el Reglamento de conducta \(artículo 2\): Copiar/);
    expect((await ask(question, 'alumno.extension')).fuentes[0]).toEqual(
      guide('estudiantes_guia_extension'),
    );
  });

  it("names a directive or a policy with its article: 'la Directiva', 'la Política'", async () => {
    expect((await ask('¿hasta cuándo puedo pedir la revisión de una nota?')).respuesta).toMatch(
      /^Según la Directiva de evaluación y calificación \(artículo 3\): El estudiante puede pedir la revisión de una nota dentro de los tres días hábiles/,
    );
    expect((await ask('¿Cómo pido la cancelación de mis datos personales?')).respuesta).toMatch(
      /^Según la Política de tratamiento de datos personales \(artículo 3\)/,
    );
  });

  it('answers each of two questions, and says which one it could not answer', async () => {
    const both = await ask(
      '¿Cuánto cuesta la constancia de notas y cuántos días demora el certificado de estudios?',
    );
    expect(
      both.partes.map((part: { fuentes: { titulo: string }[] }) => part.fuentes[0]?.titulo),
    ).toEqual(['Constancia de notas', 'Certificado de estudios superiores']);
    expect(both.fuentes.map((source: { titulo: string }) => source.titulo)).toEqual(
      expect.arrayContaining(['Constancia de notas', 'Certificado de estudios superiores']),
    );
    expect(both.respuesta).toBe(
      both.partes.map((part: { respuesta: string }) => part.respuesta).join(' '),
    );
    const half = await ask('¿Cómo recupero mi contraseña? ¿Quién ganó el mundial de fútbol?');
    expect(half.tipo).toBe('RESPUESTA');
    expect(half.partes[1]).toEqual({
      pregunta: 'Quién ganó el mundial de fútbol',
      tipo: 'SIN_RESPUESTA',
      respuesta: assistantTexts.partUnknown('Quién ganó el mundial de fútbol'),
      detalles: [],
      fuentes: [],
      acciones: [
        {
          tipo: 'ABRIR_TICKET',
          etiqueta: assistantTexts.openTicket,
          enlace: {
            ruta: 'zendesk_listado_tickets',
            parametros: {},
            consulta: { nuevo: '1', pregunta: 'Quién ganó el mundial de fútbol' },
          },
        },
      ],
    });
    // A part that asks by a pronoun asks of the part before it: 'cómo la recupero' is not the
    // password's recovery.
    const back = await ask(
      'si no puedo dictar mi clase por salud a quien aviso y como la recupero',
      'docente',
    );
    expect(back.partes).toBeUndefined();
    expect(back.tipo).toBe('SIN_RESPUESTA');
    // One question is answered as before, without parts.
    expect((await ask('¿Cómo recupero mi contraseña?')).partes).toBeUndefined();
  });

  it("reads the students' words as the institute's, and a new synonym without a restart", async () => {
    expect((await ask('quiero dejar el instituto')).fuentes[0].titulo).toBe(
      'Retiro definitivo del programa',
    );
    // A word the seeded vocabulary does not hold (chamba and cachuelo are seeded).
    const question = '¿cómo consigo un trabajito?';
    expect((await ask(question)).tipo).toBe('SIN_RESPUESTA');
    const db = new DatabaseSync(demo.db.location()!);
    db.prepare('INSERT INTO assistant_synonyms (frase, equivalente) VALUES (?, ?)').run(
      'trabajito',
      'prácticas preprofesionales',
    );
    db.close();
    expect((await ask(question)).fuentes[0].titulo).toMatch(/Prácticas preprofesionales/i);
  });

  it("answers the caller's own data: today's classes, procedures in progress, fees", async () => {
    const today = await ask('¿Qué clases tengo hoy?');
    expect(today).toMatchObject({
      tipo: 'MIS_DATOS',
      fuentes: [
        {
          tipo: 'MIS_DATOS',
          enlace: { ruta: 'estudiantes_horario', parametros: { slug: 'semana' } },
        },
      ],
    });
    const pending = await ask('mis trámites pendientes');
    expect(pending.fuentes[0].enlace.ruta).toBe('estudiantes_tramites_estudios_en_proceso');
    expect(pending.detalles.length).toBeGreaterThan(0);
    const debt = await ask('¿Cuánto debo?');
    expect(debt.fuentes[0].enlace.ruta).toBe('estudiantes_pagos');
    expect(debt.respuesta).toMatch(/^(Debes S\/|No tienes cuotas)/);
  });

  it('does not answer from a generic word alone when the question says more', async () => {
    // 'curso' is read as 'unidad didáctica', a procedure's title: not evidence of a withdrawal.
    expect((await ask('hay cursos de verano pa adelantar?')).tipo).toBe('SIN_RESPUESTA');
    expect((await ask('¿puedo llevar cursos en otra sede?')).tipo).toBe('SIN_RESPUESTA');
    // The same generic word with nothing else to say still answers.
    expect((await ask('¿Dónde veo mis notas?')).fuentes[0].titulo).toBe('¿Dónde veo mis notas?');
  });

  it("lets no generic word name a title through the vocabulary's reading of it", async () => {
    // 'curso' is read as 'unidad didáctica': a failed course and a second exam are not a
    // withdrawal from it, but a withdrawal from a course still is.
    expect(
      (await ask('jalé un curso con 11, ¿puedo dar otro examen para aprobar?')).fuentes[0]?.titulo,
    ).not.toBe('Retiro de unidad didáctica');
    expect((await ask('quiero retirarme de un curso')).fuentes[0].titulo).toBe(
      'Retiro de unidad didáctica',
    );
  });

  it('holds a phrase of the vocabulary by what it adds, not by a word the question says', async () => {
    // 'no me sale mi pago' is read as 'pago no aparece': where to pay holds 'pago' already.
    expect(
      (await ask('ya pagué y todavía no me sale el pago en el campus')).fuentes[0].titulo,
    ).toBe('¿Qué hago si pagué y mi pago no aparece?');
    expect((await ask('¿dónde pago mi cuota?')).fuentes[0].titulo).toBe(
      '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
    );
  });

  it('weighs a phrase of the vocabulary as the words of the question it reads', async () => {
    // 'retirar del ciclo' is two words of evidence for the withdrawal, against 'pagué' and
    // 'pensión' for where to pay; with no phrase, the words that say more still win.
    expect(
      (await ask('me quiero retirar del ciclo pero ya pagué la pensión')).fuentes[0].titulo,
    ).toBe('Retiro del periodo lectivo');
    expect((await ask('¿dónde pago la pensión del ciclo?')).fuentes[0].titulo).toBe(
      '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
    );
  });

  it('answers a deadline from the rule that states it, even far behind the procedure named', async () => {
    const deadline = await ask('¿hasta cuándo puedo reclamar una nota?');
    expect(deadline.fuentes[0].titulo).toBe('Directiva de evaluación y calificación');
    expect(deadline.respuesta).toMatch(/tres días hábiles/);
    // How long the procedure takes is the procedure's.
    expect((await ask('¿cuánto demora el reclamo de nota?')).fuentes[0].titulo).toBe(
      'Reclamo de nota',
    );
  });

  it('answers a number from the source that states it, not from the procedures named first', async () => {
    const count = await ask('cuántas faltas puedo tener antes de desaprobar por inasistencia');
    expect(count.respuesta).toMatch(/treinta por ciento/);
  });

  it('answers how many of a thing only from a source that speaks of that thing', async () => {
    // The academic regulation states numbers ('de diez a doce') but not of students.
    expect(
      (await ask('cuantos alumnos jalaron el curso de estadistica el ciclo pasado')).tipo,
    ).toBe('SIN_RESPUESTA');
    expect(
      (await ask('¿cuántas capacitaciones debo hacer al año?', 'docente')).fuentes[0].titulo,
    ).toBe('Reglamento docente');
  });

  it('answers whether a thing serves a purpose only from a source that names the purpose', async () => {
    expect(
      (await ask('el carne de biblioteca me sirve para tener descuento en el cine?')).tipo,
    ).toBe('SIN_RESPUESTA');
    expect(
      (await ask('la constancia de estudios me sirve pa sacar la visa a usa o piden otra cosa?'))
        .tipo,
    ).toBe('SIN_RESPUESTA');
    // The study record names the student pass ('pasaje universitario'); what a thing is for is
    // the source's own.
    expect(
      (await ask('¿la constancia de estudios me sirve para el pasaje universitario?')).fuentes[0]
        .titulo,
    ).toBe('Constancia de estudios');
    expect((await ask('pa que sirve el carne de biblioteca')).fuentes[0].titulo).toBe(
      'Carné de biblioteca',
    );
  });

  it('answers how often from the source that states a frequency, not one of another time', async () => {
    // How to mark attendance states minutes before a class; the teachers' regulation says 'en
    // cada sesión' (a class is a session, migration 069).
    const often = await ask(
      'cada cuanto tengo que tomar la asistencia a mis alumnos, en cada clase o una vez x semana',
      'docente',
    );
    expect(often.fuentes[0].titulo).toBe('Reglamento docente');
    expect(often.respuesta).toMatch(/cada sesión/);
    // How to mark it is still the frequent question's.
    expect((await ask('como marco mi asistencia a clase', 'docente')).fuentes[0].titulo).toBe(
      '¿Cómo marco mi asistencia a clase?',
    );
  });

  it('reads a class as a session too, and a phone as no recording (migration 069)', async () => {
    expect((await ask('se puede ir en short a clases presenciales o te botan')).tipo).toBe(
      'SIN_RESPUESTA',
    );
    expect((await ask('¿dónde veo mi horario de clases?')).fuentes[0].titulo).toBe(
      '¿Dónde veo mi horario de clases?',
    );
    // A phone is not a recording: a question about one is not the rules on recording classes,
    // one about recording a class with it still is.
    expect(
      (
        await ask(
          'que celular me recomiendan pa conectarme a las clases virtuales sin que se cuelgue',
        )
      ).tipo,
    ).toBe('SIN_RESPUESTA');
    expect((await ask('¿puedo grabar la clase con mi celular?')).tipo).toBe('RESPUESTA');
  });

  it("answers tomorrow's classes from the caller's timetable", async () => {
    const tomorrow = await ask('a qué hora es mi clase de mañana');
    expect(tomorrow.tipo).toBe('MIS_DATOS');
    expect(tomorrow.respuesta).toMatch(/^Mañana (tienes|no tienes)/);
  });

  it("reads a phrase's 'no': going on with one's studies is not leaving them", async () => {
    expect((await ask('ya no quiero seguir estudiando, como me retiro')).fuentes[0].titulo).toBe(
      'Retiro definitivo del programa',
    );
    expect(
      (await ask('el instituto tiene convenio con alguna universidad para seguir estudiando'))
        .fuentes[0]?.titulo,
    ).not.toBe('Retiro definitivo del programa');
  });

  it('reads new content without a restart', async () => {
    const question = '¿Dónde queda la cafetería del instituto?';
    expect((await ask(question)).tipo).toBe('SIN_RESPUESTA');
    const db = new DatabaseSync(demo.db.location()!);
    db.prepare(
      `INSERT INTO faqs (question, answer, audiences, route_name, position)
       VALUES (?, ?, 'ESTUDIANTES', 'home', 99)`,
    ).run('¿Dónde queda la cafetería?', 'La cafetería está en el primer piso del pabellón A.');
    db.close();
    expect((await ask(question)).fuentes[0].titulo).toBe('¿Dónde queda la cafetería?');
  });

  it('takes a question of 2 to 300 characters', async () => {
    expect((await post('a')).statusCode).toBe(400);
    expect((await post('  a  ')).statusCode).toBe(400);
    expect((await post('ab')).statusCode).toBe(200);
    expect((await post('a'.repeat(300))).statusCode).toBe(200);
    expect((await post('a'.repeat(301))).statusCode).toBe(400);
  });
});
