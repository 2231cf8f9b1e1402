import type { operations } from '../../../generated/main/paths.ts';
import {
  ownRequest,
  simpleFiling,
  type RequestSummary,
} from '../../test/security/procedureRequests.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** A request of the manual tickets tray in `estado`, for a manager to decide. */
const trayRequest = async (api: TestApi, who: DemoRole, estado: string) => {
  const listed = await api.call(who.usuario, {
    url: '/api/main/tramitesolicitudsae/admin/filtro/listar',
    query: { bandeja: 'tickets-manuales', situacion: 'pendientes', estado },
  });
  const [request] = listed.json().results.solicitudes as RequestSummary[];
  const detail = await api.call(who.usuario, {
    url: '/api/main/tramitesolicitudsae/obtenerdetalle',
    query: { idSolicitud: String(request!.idSolicitud) },
  });
  return { idSolicitud: request!.idSolicitud, version: detail.json().results.version as number };
};

/** Any request the caller reads: its own for a requester, one of the tray for a manager. */
const readableRequestOf = async (api: TestApi, who: DemoRole) =>
  who.tip === 3
    ? { ...(await trayRequest(api, who, 'REGISTRADO')), adjuntos: [] }
    : ownRequest(api, who.usuario, who.tip === 2 ? 'en-proceso' : 'finalizados');

export const tramiteSolicitudSecurityCases = {
  // Each requester on its own requests, each manager on a request of its trays (a decision
  // spends one, so the next caller finds the next).
  registrarSolicitudTramite: simpleFiling,
  obtenerDetalleSolicitud: async (api, who) => {
    const { idSolicitud } = await readableRequestOf(api, who);
    return { idSolicitud };
  },
  listarEventosSolicitud: async (api, who) => {
    const { idSolicitud } = await readableRequestOf(api, who);
    return { idSolicitud };
  },
  descargarAdjuntoSolicitud: async (api, who) => {
    // A request with a file: the student's approved certificate, the teacher's observed photo.
    const request =
      who.tip === 3
        ? await ownRequest(api, 'alumno', 'finalizados')
        : await ownRequest(api, who.usuario, who.tip === 2 ? 'en-proceso' : 'finalizados');
    const withFile = request.adjuntos.length
      ? request
      : await ownRequest(api, who.tip === 2 ? 'docente' : 'alumno', 'en-proceso', 'OBSERVADO');
    return { idSolicitud: withFile.idSolicitud, idArchivo: withFile.adjuntos[0].idArchivo };
  },
  subsanarSolicitud: async (api, who) => {
    const { idSolicitud, version } = await ownRequest(api, who.usuario, 'en-proceso', 'OBSERVADO');
    return { idSolicitud, version, adjuntos: [] };
  },
  registrarRespuestaSolicitud: async (api, who) => {
    const { idSolicitud, version } = await ownRequest(
      api,
      who.usuario,
      'por-responder',
      'REGISTRADO',
    );
    return { idSolicitud, version };
  },
  aprobarSolicitud: (api, who) => trayRequest(api, who, 'REGISTRADO'),
  aprobarRevisionSolicitud: (api, who) => trayRequest(api, who, 'EN_REVISION'),
  rechazarSolicitud: (api, who) => trayRequest(api, who, 'REGISTRADO'),
  observarSolicitud: (api, who) => trayRequest(api, who, 'REGISTRADO'),
  reasignarSolicitud: async (api, who) => ({
    ...(await trayRequest(api, who, 'REGISTRADO')),
    idEncargado: who.idu,
  }),
} satisfies SecurityCases<operations>;
