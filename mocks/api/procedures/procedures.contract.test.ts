// @vitest-environment node
// Every procedure operation (issue 11) through `prism proxy --errors`: requests and answers must
// match the contract. Refusals are tested on the demo API itself (tramiteSolicitud.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callOk, downloadOk, loginAs, serviceUrl } from '../../test/contractClient.ts';
import { listQuery } from '../../test/listQuery.ts';
import { TINY_PDF } from '../../test/multipart.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

interface Tipo {
  idTipoTramite: number;
  codigo: string;
  requisitos: { idRequisito: number; tipo: string; tipoCampo?: string }[];
}
interface Solicitud {
  idSolicitud: number;
  version: number;
  estado: string;
  adjuntos: { idArchivo: number }[];
  documento: { idDocumento: number } | null;
}

const lastCode = () => {
  const lines = readFileSync(String(process.env.CONTRACT_OUTBOX_FILE), 'utf8').trim().split('\n');
  return JSON.parse(lines.at(-1) ?? '{}').code as string;
};

/** Uploads an ASCII PDF (Prism passes file parts on as text) as a procedure attachment. */
async function uploadPdf(token: string) {
  const form = new FormData();
  form.append('tipo', 'ADJUNTO_TRAMITE');
  form.append('archivo', new Blob([new Uint8Array(TINY_PDF)]), 'dni.pdf');
  const response = await fetch(`${serviceUrl('main')}/archivo/subir`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.headers.get('sl-violations')).toBeNull();
  return (await response.json()).results.idArchivo as number;
}

describe('main API procedures', () => {
  it('a student files with the SMS code; a manager observes, the student answers, the manager approves', async () => {
    const student = (await loginAs('alumno')).token;
    const manager = (await loginAs('colaborador')).token;
    const catalogue = (await main('/tramitesae/listar?audiencia=CARRERA', { token: student })).body
      .results as Tipo[];
    const summary = catalogue.find((type) => type.codigo === 'CERTESTSU')!;
    const type = (await main(`/tramitesae/obtener/${summary.idTipoTramite}`, { token: student }))
      .body.results as Tipo;
    const [enrolment] = (
      await main('/tramitesae/matricula/obtener?audiencia=CARRERA', { token: student })
    ).body.results as { idMatricula: number }[];
    await main(`/tramitesae/listar/modulos/curricula?idMatricula=${enrolment!.idMatricula}`, {
      token: student,
    });
    const check = await main('/tramitesae/validar/requisitos', {
      method: 'POST',
      token: student,
      body: { idTipoTramite: type.idTipoTramite, idMatricula: enrolment!.idMatricula },
    });
    expect((check.body.results as { cumple: boolean }).cumple).toBe(true);
    await main('/admin/encargado/listar?area=SM-TK&orden=asignados&direccion=DESC', {
      token: manager,
    });
    await main('/ubigeo/departamentos/listar', { token: student });
    await main('/ubigeo/provincias/listar?codigoPadre=15', { token: student });
    await main('/ubigeo/distritos/listar?codigoPadre=1501', { token: student });
    await main('/tramitesolicitudsae/validar/ruc', {
      method: 'POST',
      token: student,
      body: { ruc: '20100070970' },
    });
    const file = await uploadPdf(student);
    await main('/tramitesae/enviarsms', {
      method: 'POST',
      token: student,
      body: { idTipoTramite: type.idTipoTramite },
    });
    const reason = type.requisitos.find((requirement) => requirement.tipoCampo === 'TEXTO')!;
    const dni = type.requisitos.find((requirement) => requirement.tipo === 'DOCUMENTO')!;
    const filed = (
      await main('/tramitesolicitudsae/registrar', {
        method: 'POST',
        token: student,
        body: {
          claveIdempotencia: crypto.randomUUID(),
          idTipoTramite: type.idTipoTramite,
          idMatricula: enrolment!.idMatricula,
          campos: [{ idRequisito: reason.idRequisito, valor: 'Para una beca de estudios.' }],
          adjuntos: [{ idRequisito: dni.idRequisito, idArchivos: [file] }],
          comentario: null,
          codigoSms: lastCode(),
        },
      })
    ).body.results as Solicitud;
    const id = filed.idSolicitud;
    await main('/tramitesolicitudsae/en-proceso/listar?audiencia=CARRERA', { token: student });
    await main('/tramitesolicitudsae/finalizados/listar?audiencia=CARRERA&pagina=1', {
      token: student,
    });
    await main('/tramitesolicitudsae/obtener/resumen?audiencia=CARRERA', { token: student });
    await downloadOk('main', `/tramitesolicitudsae/${id}/adjuntos/${file}`, manager);

    const tray = 'bandeja=tickets-manuales';
    await main(`/tramitesae/caso/filtro/listar?${tray}`, { token: manager });
    await main(`/tramitesae/caso/filtro/tabla/listar?${tray}`, { token: manager });
    await main(
      `/tramitesolicitudsae/admin/filtro/listar?${tray}&situacion=pendientes&estado=REGISTRADO&fechaDesde=2026-01-01&fechaHasta=2026-12-31&solicitante=quispe&pagina=1&tamanoPagina=20`,
      { token: manager },
    );
    await main(`/tramitesolicitudsae/admin/filtro/listar?${tray}&situacion=finalizados`, {
      token: manager,
    });
    await main('/tramitesolicitudsae/alumnos/listar?busqueda=quispe', { token: manager });
    const managers = (await main('/tramitesae/encargados/listar?area=SM-TK', { token: manager }))
      .body.results as { idUsuario: number; usuario: string }[];
    const observed = (
      await main('/tramitesolicitudsae/observar', {
        method: 'POST',
        token: manager,
        body: { idSolicitud: id, version: filed.version, comentario: 'La copia no se lee.' },
      })
    ).body.results as Solicitud;
    const answered = (
      await main('/tramitesolicitudsae/subsanar', {
        method: 'POST',
        token: student,
        body: {
          idSolicitud: id,
          version: observed.version,
          comentario: 'Adjunto una copia legible.',
          adjuntos: [{ idRequisito: dni.idRequisito, idArchivos: [await uploadPdf(student)] }],
        },
      })
    ).body.results as Solicitud;
    const handedOver = (
      await main('/tramitesolicitudsae/reasignar', {
        method: 'POST',
        token: manager,
        body: {
          idSolicitud: id,
          version: answered.version,
          idEncargado: managers.find((person) => person.usuario === 'superadmin')!.idUsuario,
          comentario: null,
        },
      })
    ).body.results as Solicitud;
    const approved = (
      await main('/tramitesolicitudsae/aprobar/revision', {
        method: 'POST',
        token: manager,
        body: { idSolicitud: id, version: handedOver.version, comentario: 'Conforme.' },
      })
    ).body.results as Solicitud;
    expect(approved.estado).toBe('APROBADO');
    await main(`/tramitesae/eventos/${id}`, { token: student });
    await main(`/tramitesolicitudsae/obtenerdetalle?idSolicitud=${id}`, { token: student });
    await downloadOk('main', `/documentos/${approved.documento!.idDocumento}`, student);
  });

  it('a manager approves and rejects; a teacher answers as responder and files their own', async () => {
    const manager = (await loginAs('superadmin')).token;
    const teacher = (await loginAs('docente')).token;
    const pending = (
      await main(
        '/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=pendientes&estado=REGISTRADO',
        { token: manager },
      )
    ).body.results as { solicitudes: { idSolicitud: number }[] };
    const [first, second] = pending.solicitudes;
    const versionOf = async (id: number) =>
      (
        (await main(`/tramitesolicitudsae/obtenerdetalle?idSolicitud=${id}`, { token: manager }))
          .body.results as Solicitud
      ).version;
    await main('/tramitesolicitudsae/aprobar', {
      method: 'POST',
      token: manager,
      body: { idSolicitud: first!.idSolicitud, version: await versionOf(first!.idSolicitud) },
    });
    await main('/tramitesolicitudsae/rechazar', {
      method: 'POST',
      token: manager,
      body: {
        idSolicitud: second!.idSolicitud,
        version: await versionOf(second!.idSolicitud),
        comentario: 'No cumple el plazo del reglamento.',
      },
    });

    const toAnswer = (await main('/tramitesolicitudsae/por-responder/listar', { token: teacher }))
      .body.results as { solicitudes: { idSolicitud: number; estado: string }[] };
    const open = toAnswer.solicitudes.find((request) => request.estado === 'REGISTRADO')!;
    const detail = (
      await main(`/tramitesolicitudsae/obtenerdetalle?idSolicitud=${open.idSolicitud}`, {
        token: teacher,
      })
    ).body.results as Solicitud;
    await main('/tramitesolicitudsae/encargado/registrar/respuesta', {
      method: 'POST',
      token: teacher,
      body: {
        idSolicitud: open.idSolicitud,
        version: detail.version,
        comentario: 'Revisé la evaluación: corresponde corregir la nota.',
        adjuntos: [],
      },
    });
    const letter = (
      (await main('/tramitesae/listar', { token: teacher })).body.results as Tipo[]
    ).find((type) => type.codigo === 'CARTAPERMA')!;
    const full = (await main(`/tramitesae/obtener/${letter.idTipoTramite}`, { token: teacher }))
      .body.results as Tipo;
    await main('/tramitesolicitudsae/registrar', {
      method: 'POST',
      token: teacher,
      body: {
        claveIdempotencia: crypto.randomUUID(),
        idTipoTramite: full.idTipoTramite,
        campos: full.requisitos
          .filter((requirement) => requirement.tipo === 'CAMPO')
          .map((requirement) => ({ idRequisito: requirement.idRequisito, valor: 'Banco Andino' })),
        adjuntos: [],
      },
    });
    await main('/tramitesolicitudsae/en-proceso/listar', { token: teacher });
  });

  it('manages signatures and lists the issued documents by origin', async () => {
    const { token } = await loginAs('colaborador');
    const origins = (await main('/documentos/origen/listar', { token })).body.results as {
      slug: string;
    }[];
    await main(`/documentos/origen/${origins[0]!.slug}/listar?busqueda=a&pagina=1`, { token });
    const types = (await main('/tramitesae/listar', { token })).body.results as Tipo[];
    const certificate = types.find((type) => type.codigo === 'CERTESTSU')!;
    const list = await fetch(`${serviceUrl('main')}/admin/firmas?${listQuery({})}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.headers.get('sl-violations')).toBeNull();
    expect(list.status).toBe(200);
    const call = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${serviceUrl('main')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body && { 'content-type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      });
      const text = await response.text();
      expect(response.headers.get('sl-violations'), text).toBeNull();
      expect(response.status, text).toBe(200);
      return JSON.parse(text) as { id: number; version: number };
    };
    const signature = {
      idTipoTramite: certificate.idTipoTramite,
      firmante: 'Firmante de Prueba Contractual',
      cargo: 'Jefa de registros',
      orden: 3,
      activo: false,
    };
    const created = await call('POST', '/admin/firmas', signature);
    await call('GET', `/admin/firmas/${created.id}`);
    await call('PUT', `/admin/firmas/${created.id}`, { ...signature, version: created.version });
    await call('DELETE', `/admin/firmas/${created.id}`);
  });
});
