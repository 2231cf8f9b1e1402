// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import { fileTicket, staffReply, ticketUpload } from '../../test/supportTickets.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { ATTACHMENT_MAX_BYTES } from './addComment.ts';
import { supportTexts } from './texts.ts';
import { REOPEN_WINDOW_MS } from './ticketView.ts';

const DESK = '/api/support-desk';
const demo = useTestApiWithDatabase({ seed: { students: 60 } });

let keys = 0;
const key = () => `clave-ticket-${String((keys += 1)).padStart(8, '0')}`;

const create = (usuario: string, payload: Record<string, unknown>) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${DESK}/tickets`,
    payload: {
      claveIdempotencia: key(),
      categoria: 'TRAMITES',
      asunto: 'No veo mi constancia',
      descripcion: 'La constancia que pedí no aparece en mis documentos.',
      ...payload,
    },
  });

const read = (usuario: string, id: number) =>
  demo.api.call(usuario, { url: `${DESK}/tickets/${id}` });

const comment = (usuario: string, id: number, payload: Record<string, unknown> = {}) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${DESK}/tickets/${id}/comentarios`,
    payload: { claveIdempotencia: key(), texto: 'Gracias, quedo atento.', ...payload },
  });

const act = (usuario: string, id: number, action: 'reabrir' | 'cerrar', payload: object) =>
  demo.api.call(usuario, { method: 'POST', url: `${DESK}/tickets/${id}/${action}`, payload });

const pdfOfSize = (size: number) =>
  Buffer.concat([TINY_PDF, Buffer.alloc(size - TINY_PDF.length, 0x20)]);

describe('filing a ticket', () => {
  it('files it as nuevo, its description the first comment, once per idempotency key', async () => {
    const claveIdempotencia = key();
    const first = await create('alumno', { claveIdempotencia });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().messagePublic).toBe(supportTexts.created);
    const ticket = first.json().results;
    expect(ticket).toMatchObject({ estado: 'nuevo', prioridad: 'normal', asignado: null });
    expect(ticket.comentarios).toHaveLength(1);
    expect(ticket.comentarios[0]).toMatchObject({ esPersonal: false, adjuntos: [] });
    const again = await create('alumno', { claveIdempotencia, asunto: 'Otro asunto distinto' });
    expect(again.json().results.id).toBe(ticket.id);
  });

  it('bounds the subject: 5 to 120 characters, trimmed', async () => {
    expect((await create('alumno', { asunto: 'abcd' })).statusCode).toBe(400);
    expect((await create('alumno', { asunto: '  abcd  ' })).statusCode).toBe(400);
    expect((await create('alumno', { asunto: 'abcde' })).statusCode).toBe(200);
    expect((await create('alumno', { asunto: 'a'.repeat(120) })).statusCode).toBe(200);
    expect((await create('alumno', { asunto: 'a'.repeat(121) })).statusCode).toBe(400);
  });

  it('takes up to three of the caller own free PDF, JPG or PNG uploads of up to 5 MB', async () => {
    const files = [
      await ticketUpload(demo.api, 'alumno'),
      await ticketUpload(demo.api, 'alumno'),
      await ticketUpload(demo.api, 'alumno'),
      await ticketUpload(demo.api, 'alumno'),
    ];
    expect((await create('alumno', { adjuntos: files })).statusCode).toBe(400);
    const filed = await create('alumno', { adjuntos: files.slice(0, 3) });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().results.comentarios[0].adjuntos).toHaveLength(3);
    // Attached once: a second ticket cannot take the same file.
    const reused = await create('alumno', { adjuntos: [files[0]] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.adjuntos).toEqual([supportTexts.notYourFile]);
    // Another user's upload is refused the same way.
    const theirs = await ticketUpload(demo.api, 'alumno2');
    expect((await create('alumno', { adjuntos: [theirs] })).json().errors.adjuntos).toEqual([
      supportTexts.notYourFile,
    ]);
  });

  it('refuses an attachment over 5 MB or of another kind than its bytes allow', async () => {
    const atLimit = await ticketUpload(demo.api, 'alumno', pdfOfSize(ATTACHMENT_MAX_BYTES));
    expect((await create('alumno', { adjuntos: [atLimit] })).statusCode).toBe(200);
    const over = await ticketUpload(demo.api, 'alumno', pdfOfSize(ATTACHMENT_MAX_BYTES + 1));
    const refused = await create('alumno', { adjuntos: [over] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.adjuntos).toEqual([supportTexts.fileKind]);
    // A Word document is a procedure upload, not a ticket attachment.
    const docx = await demo.api.call('alumno', {
      method: 'POST',
      url: '/api/main/archivo/subir',
      ...multipartBody(
        { tipo: 'ADJUNTO_TRAMITE' },
        { name: 'nota.pdf', bytes: Buffer.from('PK\u0003\u0004 no es un pdf') },
      ),
    });
    expect(docx.statusCode).toBe(400);
  });
});

describe('reading tickets', () => {
  it('lists only the caller own tickets, optionally of one status', async () => {
    const mine = await fileTicket(demo.api, 'alumno3');
    await fileTicket(demo.api, 'alumno4');
    const listed = await demo.api.call('alumno3', { url: `${DESK}/tickets` });
    expect(listed.json().results.map((row: { id: number }) => row.id)).toEqual([mine]);
    const resolved = await demo.api.call('alumno3', {
      url: `${DESK}/tickets`,
      query: { estado: 'resuelto' },
    });
    expect(resolved.json().results).toEqual([]);
  });

  it("answers 403 for another user's ticket, 404 for none, and lets staff read any", async () => {
    const id = await fileTicket(demo.api, 'alumno');
    expect((await read('alumno2', id)).statusCode).toBe(403);
    expect((await read('docente', id)).statusCode).toBe(403);
    expect((await read('alumno', 999999)).statusCode).toBe(404);
    expect((await read('colaborador', id)).statusCode).toBe(200);
  });

  it('serves an attachment to whoever reads the ticket, 403 to others, 404 when not on it', async () => {
    const file = await ticketUpload(demo.api, 'alumno');
    const id = await fileTicket(demo.api, 'alumno', [file]);
    const url = `${DESK}/tickets/${id}/adjuntos/${file}`;
    const own = await demo.api.call('alumno', { url });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await demo.api.call('colaborador', { url })).statusCode).toBe(200);
    expect((await demo.api.call('alumno2', { url })).statusCode).toBe(403);
    const other = await fileTicket(demo.api, 'alumno');
    const elsewhere = `${DESK}/tickets/${other}/adjuntos/${file}`;
    expect((await demo.api.call('alumno', { url: elsewhere })).statusCode).toBe(404);
  });
});

describe('the conversation', () => {
  it('staff replies set the status and the assignee, and tell the requester', async () => {
    const id = await fileTicket(demo.api, 'alumno5');
    const replied = await staffReply(demo.api, id, 'pendiente');
    expect(replied).toMatchObject({
      estado: 'pendiente',
      asignado: { nombre: expect.any(String) },
    });
    expect(replied.comentarios.at(-1).esPersonal).toBe(true);
    const notifications = await demo.api.call('alumno5', {
      url: '/api/notifications/notification/list',
    });
    expect(notifications.json().results.notifications[0]).toMatchObject({
      link: `/zendesk/ticket-detail/${id}`,
    });
    // The requester's answer puts it back to staff.
    const answered = await comment('alumno5', id);
    expect(answered.json().results.estado).toBe('abierto');
  });

  it('keeps a new ticket new while only its requester writes', async () => {
    const id = await fileTicket(demo.api, 'alumno5');
    expect((await comment('alumno5', id)).json().results.estado).toBe('nuevo');
  });

  it("refuses a requester's status or priority (403) and another user's comment (403)", async () => {
    const id = await fileTicket(demo.api, 'alumno5');
    expect((await comment('alumno5', id, { estado: 'resuelto' })).statusCode).toBe(403);
    expect((await comment('alumno5', id, { prioridad: 'urgente' })).statusCode).toBe(403);
    expect((await comment('alumno6', id)).statusCode).toBe(403);
  });

  it('adds one comment per idempotency key', async () => {
    const id = await fileTicket(demo.api, 'alumno5');
    const claveIdempotencia = key();
    await comment('alumno5', id, { claveIdempotencia });
    const again = await comment('alumno5', id, { claveIdempotencia });
    expect(again.json().results.comentarios).toHaveLength(2);
  });

  it('takes no comment on a resolved ticket', async () => {
    const id = await fileTicket(demo.api, 'alumno5');
    await staffReply(demo.api, id);
    const refused = await comment('alumno5', id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.texto).toEqual([supportTexts.closedTakesNoComment]);
  });
});

describe('closing and reopening', () => {
  it('closes a resolved ticket with a rating of 1 to 5, and only a resolved one', async () => {
    const open = await fileTicket(demo.api, 'alumno6');
    const early = await act('alumno6', open, 'cerrar', { calificacion: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.calificacion).toEqual([supportTexts.notResolved]);
    await staffReply(demo.api, open);
    expect((await act('alumno6', open, 'cerrar', { calificacion: 0 })).statusCode).toBe(400);
    expect((await act('alumno6', open, 'cerrar', { calificacion: 6 })).statusCode).toBe(400);
    expect((await act('colaborador', open, 'cerrar', { calificacion: 5 })).statusCode).toBe(403);
    const closed = await act('alumno6', open, 'cerrar', { calificacion: 1, comentario: ' Lento ' });
    expect(closed.json().results).toMatchObject({
      estado: 'cerrado',
      calificacion: { puntaje: 1, comentario: 'Lento' },
    });
    const other = await fileTicket(demo.api, 'alumno6');
    await staffReply(demo.api, other);
    const best = await act('alumno6', other, 'cerrar', { calificacion: 5 });
    expect(best.json().results.calificacion.puntaje).toBe(5);
  });
});

describe('the staff queue', () => {
  it('pages, filters and sorts for staff with Content-Range', async () => {
    const id = await fileTicket(demo.api, 'alumno8');
    const listed = await demo.api.call('colaborador', {
      url: `${DESK}/admin/tickets`,
      query: {
        filter: JSON.stringify({ q: 'consulta de prueba', estado: 'nuevo' }),
        sort: '["creado","DESC"]',
        range: '[0,0]',
      },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['content-range']).toMatch(/^tickets 0-0\/\d+$/);
    expect(listed.json()[0]).toMatchObject({ id, estado: 'nuevo', usuario: 'alumno8' });
    const badSort = await demo.api.call('colaborador', {
      url: `${DESK}/admin/tickets`,
      query: { sort: '["subject","ASC"]' },
    });
    expect(badSort.statusCode).toBe(400);
    const one = await demo.api.call('colaborador', { url: `${DESK}/admin/tickets/${id}` });
    expect(one.json()).toMatchObject({ id, comentarios: [expect.any(Object)] });
  });
});

// Last: moving the clock a week ends the cached sessions, so its calls sign in anew.
describe('reopening', () => {
  const fresh = async (usuario: string, id: number, motivo: string) =>
    demo.api.app.inject({
      method: 'POST',
      url: `${DESK}/tickets/${id}/reabrir`,
      headers: { authorization: `Bearer ${await demo.api.signIn(usuario)}` },
      payload: { motivo },
    });

  it('reopens within 7 days of the resolution, not later, and not an open ticket', async () => {
    const motivo = 'El problema volvió a aparecer.';
    const id = await fileTicket(demo.api, 'alumno7');
    expect((await act('alumno7', id, 'reabrir', { motivo })).json().errors.motivo).toEqual([
      supportTexts.notReopenable,
    ]);
    const resolved = await staffReply(demo.api, id);
    expect(Date.parse(resolved.reabrirHasta) - Date.parse(resolved.resuelto)).toBe(
      REOPEN_WINDOW_MS,
    );
    await act('alumno7', id, 'cerrar', { calificacion: 3 });
    expect((await act('alumno8', id, 'reabrir', { motivo })).statusCode).toBe(403);
    const late = await fileTicket(demo.api, 'alumno7');
    await staffReply(demo.api, late);

    demo.api.advance(REOPEN_WINDOW_MS);
    const reopened = await fresh('alumno7', id, motivo);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().results).toMatchObject({ estado: 'abierto', calificacion: null });
    demo.api.advance(1);
    const refused = await fresh('alumno7', late, motivo);
    expect(refused.json().errors.motivo).toEqual([supportTexts.windowOver]);
  });
});
