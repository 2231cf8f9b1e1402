import { readFileSync } from 'node:fs';
import type { OutboxMail } from '../api/outbox.ts';
import { multipartBody } from './multipart.ts';
import type { TestApi } from './testApi.ts';

/** A 1x1 PNG: an upload that passes the magic-bytes check. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MAIN = '/api/main';

export interface Requisito {
  idRequisito: number;
  tipo: 'DOCUMENTO' | 'CAMPO' | 'REGLA';
  tipoCampo?: string;
  descripcion?: string;
}

/**
 * The demo API as a requester files procedures: the calls the procedure tests share. `outboxFile`
 * is the test API's outbox, where SMS codes land.
 */
export function procedureFiling(api: () => TestApi, outboxFile: string) {
  const json = async (usuario: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await api().call(usuario, { method, url: `${MAIN}${url}`, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const lastCode = (usuario: string) => {
    const mails = readFileSync(outboxFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as OutboxMail);
    return mails.filter((mail) => mail.usuario === usuario).at(-1)!.code;
  };
  const upload = async (usuario: string, name: string, bytes: Buffer) => {
    const body = multipartBody({ tipo: 'ADJUNTO_TRAMITE' }, { name, bytes });
    const response = await api().call(usuario, {
      method: 'POST',
      url: `${MAIN}/archivo/subir`,
      ...body,
    });
    return response.json().results.idArchivo as number;
  };
  const typeByCode = async (usuario: string, audiencia: string, code: string) => {
    const { body } = await json(usuario, 'GET', `/tramitesae/listar?audiencia=${audiencia}`);
    const summary = body.results.find((type: { codigo: string }) => type.codigo === code);
    return (await json(usuario, 'GET', `/tramitesae/obtener/${summary.idTipoTramite}`)).body
      .results as { idTipoTramite: number; requisitos: Requisito[]; pideSms: boolean };
  };
  const enrolment = async (usuario: string) =>
    (await json(usuario, 'GET', '/tramitesae/matricula/obtener?audiencia=CARRERA')).body.results[0]
      .idMatricula as number;

  /** Files a CERTESTSU for `usuario` with a DNI copy and the SMS code; answers the request. */
  async function fileCertificate(usuario: string, key = crypto.randomUUID()) {
    const type = await typeByCode(usuario, 'CARRERA', 'CERTESTSU');
    const idMatricula = await enrolment(usuario);
    const dni = type.requisitos.find((r) => r.tipo === 'DOCUMENTO')!;
    const reason = type.requisitos.find((r) => r.tipoCampo === 'TEXTO')!;
    const file = await upload(usuario, 'dni.png', PNG);
    await json(usuario, 'POST', '/tramitesae/enviarsms', { idTipoTramite: type.idTipoTramite });
    const payload = {
      claveIdempotencia: key,
      idTipoTramite: type.idTipoTramite,
      idMatricula,
      campos: [{ idRequisito: reason.idRequisito, valor: 'Para postular a una beca.' }],
      adjuntos: [{ idRequisito: dni.idRequisito, idArchivos: [file] }],
      codigoSms: lastCode(usuario),
    };
    return {
      payload,
      response: await json(usuario, 'POST', '/tramitesolicitudsae/registrar', payload),
    };
  }

  return { json, lastCode, upload, typeByCode, enrolment, fileCertificate };
}
