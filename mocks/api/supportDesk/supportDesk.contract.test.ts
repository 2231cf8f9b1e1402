// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RespuestaAsistente } from '../../../generated/chatbot/model/index.ts';
import type { Ticket, TicketCola } from '../../../generated/support-desk/model/index.ts';
import { callOk, downloadOk, loginAs, uploadPdfOk } from '../../test/contractClient.ts';

const DESK = 'support-desk';

describe('the support desk (ticket) through the contract', () => {
  it('a student files a ticket with an attachment, staff resolve it, the student rates it', async () => {
    // A spare student no other contract test signs in as.
    const { token } = await loginAs('alumno7');
    const { token: staff } = await loginAs('colaborador');
    const idArchivo = await uploadPdfOk(token, 'ADJUNTO_TRAMITE', 'captura.pdf');
    const filed = (
      await callOk(DESK, '/tickets', {
        method: 'POST',
        token,
        body: {
          claveIdempotencia: 'contrato-ticket-000001',
          categoria: 'PLATAFORMA',
          asunto: 'No carga mi clase grabada',
          descripcion: 'El video de la clase del lunes se queda cargando.',
          adjuntos: [idArchivo],
        },
      })
    ).body.results as Ticket;
    expect(filed.estado).toBe('nuevo');
    const listed = (await callOk(DESK, '/tickets', { token })).body.results as Ticket[];
    expect(listed.map((ticket) => ticket.id)).toContain(filed.id);
    await callOk(DESK, `/tickets/${filed.id}`, { token });
    await downloadOk(DESK, `/tickets/${filed.id}/adjuntos/${idArchivo}`, token);

    const queue = (await callOk(DESK, '/admin/tickets?filter={"estado":"nuevo"}', {
      token: staff,
    })) as unknown as { body: TicketCola[] };
    expect(queue.body.map((row) => row.id)).toContain(filed.id);
    await callOk(DESK, `/admin/tickets/${filed.id}`, { token: staff });
    await callOk(DESK, `/tickets/${filed.id}/comentarios`, {
      method: 'POST',
      token: staff,
      body: {
        claveIdempotencia: 'contrato-respuesta-000001',
        texto: 'Ya está disponible otra vez.',
        estado: 'resuelto',
        prioridad: 'alta',
      },
    });
    const closed = (
      await callOk(DESK, `/tickets/${filed.id}/cerrar`, {
        method: 'POST',
        token,
        body: { calificacion: 5, comentario: 'Gracias' },
      })
    ).body.results as Ticket;
    expect(closed).toMatchObject({ estado: 'cerrado', calificacion: { puntaje: 5 } });
    const reopened = (
      await callOk(DESK, `/tickets/${filed.id}/reabrir`, {
        method: 'POST',
        token,
        body: { motivo: 'Volvió a fallar hoy.' },
      })
    ).body.results as Ticket;
    expect(reopened.estado).toBe('abierto');
    await callOk(DESK, `/tickets/${filed.id}/comentarios`, {
      method: 'POST',
      token,
      body: { claveIdempotencia: 'contrato-comentario-000001', texto: 'Adjunto más detalles.' },
    });
  });
});

describe('the campus assistant (asistente) through the contract', () => {
  it('answers from the content, from the caller data, and says when it does not know', async () => {
    const { token } = await loginAs('alumno');
    for (const mensaje of [
      '¿Cuánto cuesta el certificado de estudios?',
      '¿Qué clases tengo hoy?',
      '¿Quién ganó el mundial de fútbol?',
    ]) {
      const answer = (
        await callOk('chatbot', '/mensajes', { method: 'POST', token, body: { mensaje } })
      ).body.results as RespuestaAsistente;
      expect(answer.respuesta).not.toBe('');
    }
  });
});
