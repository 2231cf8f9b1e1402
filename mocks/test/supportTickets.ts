import { multipartBody, TINY_PDF } from './multipart.ts';
import type { TestApi } from './testApi.ts';

// Support tickets made through the API for tests: filed by a requester, answered by staff.

const DESK = '/api/support-desk';
let made = 0;

/** A PDF upload of `usuario`, free to attach. */
export async function ticketUpload(api: TestApi, usuario: string, bytes = TINY_PDF) {
  const uploaded = await api.call(usuario, {
    method: 'POST',
    url: '/api/main/archivo/subir',
    ...multipartBody({ tipo: 'ADJUNTO_TRAMITE' }, { name: 'captura.pdf', bytes }),
  });
  if (uploaded.statusCode !== 200) throw new Error(`Upload failed: ${uploaded.body}`);
  return uploaded.json().results.idArchivo as number;
}

/** A new ticket of `usuario` (a student or teacher), with the given attachments. */
export async function fileTicket(api: TestApi, usuario: string, adjuntos: number[] = []) {
  made += 1;
  const response = await api.call(usuario, {
    method: 'POST',
    url: `${DESK}/tickets`,
    payload: {
      claveIdempotencia: `ticket-de-prueba-${String(made).padStart(6, '0')}`,
      categoria: 'PLATAFORMA',
      asunto: `Consulta de prueba ${made}`,
      descripcion: 'No puedo abrir el material de la clase de hoy.',
      adjuntos,
    },
  });
  if (response.statusCode !== 200) throw new Error(`Filing failed: ${response.body}`);
  return response.json().results.id as number;
}

/** Staff (colaborador) answer a ticket, resolving it unless told another status. */
export async function staffReply(api: TestApi, idTicket: number, estado = 'resuelto') {
  made += 1;
  const response = await api.call('colaborador', {
    method: 'POST',
    url: `${DESK}/tickets/${idTicket}/comentarios`,
    payload: {
      claveIdempotencia: `respuesta-de-prueba-${String(made).padStart(6, '0')}`,
      texto: 'Ya lo revisamos, vuelve a intentarlo por favor.',
      estado,
    },
  });
  if (response.statusCode !== 200) throw new Error(`Reply failed: ${response.body}`);
  return response.json().results;
}
