import type { TestApi } from '../testApi.ts';
import { nextDisposable } from './disposableRecords.ts';
import type { DemoRole } from './securityCase.ts';

/** A procedure type's id by its code, as the superadmin's catalogue lists it. */
export const procedureType = async (api: TestApi, codigo: string) => {
  const types = await api.call('superadmin', { url: '/api/main/tramitesae/listar' });
  return (types.json().results as { idTipoTramite: number; codigo: string }[]).find(
    (type) => type.codigo === codigo,
  )!.idTipoTramite;
};

/** The demo student's programme enrolment. */
export const studentEnrolment = async (api: TestApi) => {
  const enrolments = await api.call('alumno', {
    url: '/api/main/tramitesae/matricula/obtener',
    query: { audiencia: 'CARRERA' },
  });
  return enrolments.json().results[0].idMatricula as number;
};

export interface RequestSummary {
  idSolicitud: number;
  estado: string;
}

/** A request `usuario` reads in one of its trays, in `estado` when given, with its version. */
export const ownRequest = async (
  api: TestApi,
  usuario: string,
  bandeja: string,
  estado?: string,
) => {
  const listed = await api.call(usuario, {
    url: `/api/main/tramitesolicitudsae/${bandeja}/listar`,
    query: { tamanoPagina: '50' },
  });
  const request = (listed.json().results.solicitudes as RequestSummary[]).find(
    (row) => !estado || row.estado === estado,
  )!;
  const detail = await api.call(usuario, {
    url: '/api/main/tramitesolicitudsae/obtenerdetalle',
    query: { idSolicitud: String(request.idSolicitud) },
  });
  const results = detail.json().results;
  return { idSolicitud: request.idSolicitud, version: results.version, adjuntos: results.adjuntos };
};

/** A filing each requester may make at once: a letter for the teacher, a record for the student. */
export const simpleFiling = async (api: TestApi, who: DemoRole) => {
  const idTipoTramite = await procedureType(api, who.tip === 2 ? 'CARTAPERMA' : 'CONSESP');
  const type = await api.call('superadmin', {
    url: `/api/main/tramitesae/obtener/${idTipoTramite}`,
  });
  const fields = (type.json().results.requisitos as { idRequisito: number; tipo: string }[])
    .filter((requirement) => requirement.tipo === 'CAMPO')
    .map((requirement) => ({ idRequisito: requirement.idRequisito, valor: 'Banco de prueba' }));
  return {
    idTipoTramite,
    idMatricula: who.tip === 2 ? null : await studentEnrolment(api),
    claveIdempotencia: `seguridad-${nextDisposable()}-${who.usuario}`,
    campos: fields,
    adjuntos: [],
    codigoSms: null,
  };
};
