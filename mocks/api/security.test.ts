// @vitest-environment node
// Every operation of every bundled spec, called with no token, an expired token and each demo
// role's token, must answer exactly as its x-campus-roles declares.
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../test/testApi.ts';
import { multipartBody, TINY_PDF } from '../test/multipart.ts';
import { openClass, type TodaysClass } from '../test/openClass.ts';
import { validAnswers, type SurveyQuestion } from '../test/surveyAnswers.ts';
import { createTestClock } from '../test/testClock.ts';
import { loadSpecs, type Operation, type Role } from './spec.ts';

interface DemoRole {
  usuario: string;
  idu: number;
  tip: 1 | 2 | 3;
  admin: boolean;
  superadmin: boolean;
  /** The permission keys the seed gives the account (mocks/seed/demoAccounts.ts). */
  permissions: readonly string[];
}

const POSTS = ['CONFPUBL', 'FJPUBALU', 'FJPUBDOC', 'ELIMPUBL'];
const demoRoles: DemoRole[] = [
  { usuario: 'alumno', idu: 1001, tip: 1, admin: false, superadmin: false, permissions: [] },
  { usuario: 'docente', idu: 1002, tip: 2, admin: false, superadmin: false, permissions: [] },
  { usuario: 'colaborador', idu: 1003, tip: 3, admin: true, superadmin: false, permissions: POSTS },
  { usuario: 'psicologo', idu: 1004, tip: 3, admin: true, superadmin: false, permissions: [] },
  { usuario: 'superadmin', idu: 1005, tip: 3, admin: true, superadmin: true, permissions: POSTS },
  // A collaborator without the admin-type flag (migration 013), after the generated users: its
  // id depends on the seed's size and is read from its token.
  { usuario: 'asistente', idu: 0, tip: 3, admin: false, superadmin: false, permissions: [] },
];

// The demo accounts that manage the procedure areas (migration 019's seed).
const AREA_MANAGERS = ['colaborador', 'superadmin'];

const grants: Record<Role, (who: DemoRole) => boolean> = {
  publico: () => true,
  autenticado: () => true,
  alumno: (who) => who.tip === 1,
  docente: (who) => who.tip === 2,
  colaborador: (who) => who.tip === 3,
  administrativo: (who) => who.admin,
  superadmin: (who) => who.superadmin,
  // Sessions never hold it: an outside system's key does (see below).
  integracion: () => false,
};

const operations = loadSpecs().flatMap((spec) => spec.operations);

/**
 * The operation's own example request, with the x-campus-self parameter set to `idu` and the
 * caller's own objects in the path parameters and body fields they name.
 */
function exampleRequest(
  operation: Operation,
  idu: number,
  ownObjects: Record<string, unknown> = {},
): InjectOptions {
  const example = (name: string, fallback: unknown) => {
    const parameter = operation.parameters.find((p) => p.name === name);
    return String(ownObjects[name] ?? parameter?.example ?? parameter?.schema?.default ?? fallback);
  };
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === operation.selfParam ? String(idu) : encodeURIComponent(example(name, 1)),
  );
  const query = Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'query' && (p.example !== undefined || p.name in ownObjects))
      .map((p) => [p.name, String(ownObjects[p.name] ?? p.example)]),
  );
  const bodyExample = operation.requestBody?.example;
  const body =
    bodyExample && typeof bodyExample === 'object'
      ? {
          ...bodyExample,
          ...Object.fromEntries(Object.entries(ownObjects).filter(([name]) => name in bodyExample)),
        }
      : bodyExample;
  const request = { method: operation.method, url: `/api/${operation.service}${url}`, query };
  if (operation.requestBody?.multipart) {
    return { ...request, ...multipartBody({ tipo: 'CV' }, { name: 'cv.pdf', bytes: TINY_PDF }) };
  }
  return { ...request, ...(body !== undefined && { payload: body as InjectOptions['payload'] }) };
}

/**
 * Operations on an object only its owner (or an admin-type user) may reach: each role calls them
 * on an object of its own, made first. Another user's object is refused in the handler's tests.
 */
let disposable = 0;
/** A record the superadmin creates at `path` for a delete to remove; answers its id. */
const disposableRecord = async (path: string, payload: (n: number) => object) => {
  const created = await api.call('superadmin', {
    method: 'POST',
    url: `/api/main/admin/${path}`,
    payload: payload(++disposable),
  });
  return { id: String(created.json().id) };
};
/** A tour no task names. */
const disposableTour = () =>
  disposableRecord('tour', (n) => ({ codeConfig: `tour_prueba_${n}`, nombre: `Tour ${n}` }));
/** A modal, step or measure of a tour made for it. */
const disposableTourPart = async (path: string, part: object) => {
  const tourId = Number((await disposableTour()).id);
  return disposableRecord(path, () => ({ tourId, ...part }));
};
/** A spare student's id, as the superadmin's user list finds it. */
const spareUserId = async (usuario: string) => {
  const response = await api.call('superadmin', {
    url: '/api/main/admin/usuarios',
    query: { filter: JSON.stringify({ q: usuario }) },
  });
  const user = (response.json() as { id: number; usuario: string }[]).find(
    (row) => row.usuario === usuario,
  );
  return { id: String(user!.id) };
};
// Inactive, so it never takes the place of a type's active signature.
const disposableSignature = (n: number) => ({
  idTipoTramite: 1,
  firmante: `Firmante de prueba ${n}`,
  cargo: 'Cargo de prueba',
  orden: 3,
  activo: false,
});
const disposableTutorial = (n: number) => ({
  titulo: `Tutorial de prueba ${n}`,
  tipo: 'VIDEO',
  audiencia: 'TODOS',
  url: 'https://www.youtube.com/watch?v=prueba',
});
/** A regulation with one version nobody accepted. */
const unacceptedRegulation = async (activo: boolean) => {
  const saved = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/reglamento/accion/guardar',
    payload: {
      titulo: `Reglamento de prueba ${++disposable}`,
      audiencia: 'TODOS',
      activo,
      resumenCambios: 'Versión inicial.',
      contenido: 'Texto de prueba del reglamento.',
    },
  });
  return saved.json().results as { reglamento: { id: number }; version: { id: number } };
};
/** A generic account nobody used, made by the superadmin; answers its id. */
const unusedGenericAccount = async () => {
  const saved = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/usuarioGenerico/guardar',
    payload: {
      usuario: `gen.borrable${++disposable}`,
      nombre: 'Cuenta de prueba',
      area: 'Pruebas',
      correo: 'pruebas@horizonte.example',
      marca: 'HZT',
    },
  });
  return saved.json().results.usuario.id as number;
};
/** A procedure type's id by its code, as the superadmin's catalogue lists it. */
const procedureType = async (codigo: string) => {
  const types = await api.call('superadmin', { url: '/api/main/tramitesae/listar' });
  return (types.json().results as { idTipoTramite: number; codigo: string }[]).find(
    (type) => type.codigo === codigo,
  )!.idTipoTramite;
};
/** The demo student's programme enrolment. */
const studentEnrolment = async () => {
  const enrolments = await api.call('alumno', {
    url: '/api/main/tramitesae/matricula/obtener',
    query: { audiencia: 'CARRERA' },
  });
  return enrolments.json().results[0].idMatricula as number;
};
interface RequestSummary {
  idSolicitud: number;
  estado: string;
}
/** A request `usuario` reads in one of its trays, in `estado` when given, with its version. */
const ownRequest = async (usuario: string, bandeja: string, estado?: string) => {
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
/** A request of the manual tickets tray in `estado`, for a manager to decide. */
const trayRequest = async (who: DemoRole, estado: string) => {
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
const readableRequestOf = async (who: DemoRole) =>
  who.tip === 3
    ? { ...(await trayRequest(who, 'REGISTRADO')), adjuntos: [] }
    : ownRequest(who.usuario, who.tip === 2 ? 'en-proceso' : 'finalizados');
/** A filing each requester may make at once: a letter for the teacher, a record for the student. */
const simpleFiling = async (who: DemoRole) => {
  const idTipoTramite = await procedureType(who.tip === 2 ? 'CARTAPERMA' : 'CONSESP');
  const type = await api.call('superadmin', {
    url: `/api/main/tramitesae/obtener/${idTipoTramite}`,
  });
  const fields = (type.json().results.requisitos as { idRequisito: number; tipo: string }[])
    .filter((requirement) => requirement.tipo === 'CAMPO')
    .map((requirement) => ({ idRequisito: requirement.idRequisito, valor: 'Banco de prueba' }));
  return {
    idTipoTramite,
    idMatricula: who.tip === 2 ? null : await studentEnrolment(),
    claveIdempotencia: `seguridad-${++disposable}-${who.usuario}`,
    campos: fields,
    adjuntos: [],
    codigoSms: null,
  };
};
/** A post published now (the test clock's start) for every audience of every division. */
const postFor = async (usuario: string, changes: object = {}) => {
  const response = await api.call(usuario, {
    method: 'POST',
    url: '/api/main/publicacion/guardar',
    payload: {
      descripcion: 'Publicación de prueba para todos.',
      idAreaEncargada: 12,
      idAudiencias: ['EVAAUD001', 'EVAAUD002', 'EVAAUD003'],
      fechaInicial: new Date(createTestClock().clock()).toISOString(),
      idDivisiones: [1, 2, 3, 4, 5, 6],
      ...changes,
    },
  });
  return response.json().results.idPublicacion as number;
};

/** A class of today the caller may mark now (the demo places one around the clock's start). */
const markableClass = async (who: DemoRole) => {
  const role = who.tip === 1 ? 'alumno' : 'docente';
  const response = await api.call(who.usuario, {
    url: `/api/main/asistencia/${role}/listarcursosactuales`,
  });
  return openClass(response.json().results as TodaysClass[], createTestClock().clock());
};

/** The caller's surveys still to answer, and each one's questions. */
const pendingSurvey = async (who: DemoRole, skippable: boolean) => {
  const list = await api.call(who.usuario, { url: '/api/main/encuesta/programadas/listar' });
  const survey = (
    list.json().results as Array<{ idProgramacion: number; estado: string; omitible: boolean }>
  ).find((item) => item.estado === 'PENDIENTE' && item.omitible === skippable);
  if (!survey) throw new Error(`${who.usuario} has no survey to answer`);
  return survey.idProgramacion;
};
const surveyAnswers = async (who: DemoRole, idProgramacion: number) => {
  const detail = await api.call(who.usuario, {
    url: `/api/main/encuesta/programada/${idProgramacion}`,
  });
  return validAnswers(detail.json().results.preguntas as SurveyQuestion[]);
};

/** The caller's current courses (students only call the course operations). */
const coursesOf = async (who: DemoRole) =>
  (await api.call(who.usuario, { url: `/api/main/cursos/${who.idu}/listar` })).json()
    .results as Array<{ idSeccion: number; isAutonomous: boolean; isElective: boolean }>;
const regularSection = async (who: DemoRole) =>
  (await coursesOf(who)).find((course) => !course.isAutonomous && !course.isElective)!.idSeccion;
const unitSection = async (who: DemoRole, autonomous: boolean) =>
  (await coursesOf(who)).find(
    (course) => course.isAutonomous === autonomous && (autonomous || course.isElective),
  )!.idSeccion;

/** A grade for the first student of the open substitute window among `windows`. */
function openSubstitute(
  windows: Array<{
    idEvaluacion: number;
    estado: string;
    estudiantes: Array<{ idSolicitud: number }>;
  }>,
) {
  const open = windows.find((window) => window.estado === 'ABIERTA')!;
  return {
    idEvaluacion: open.idEvaluacion,
    notas: [{ idSolicitud: open.estudiantes[0]!.idSolicitud, nota: '14' }],
  };
}

/** One of the teacher's own sections this period. */
const teacherSection = async (who: DemoRole) => {
  const response = await api.call(who.usuario, { url: '/api/main/cursos/docente/listar' });
  return { idSeccion: response.json().results.secciones[0].idSeccion as number };
};

const ownObject: Record<string, (who: DemoRole) => Promise<Record<string, unknown>>> = {
  // A teacher reaches only the sections they teach.
  obtenerSeccionDocente: teacherSection,
  listarSesionesDocente: teacherSection,
  listarHistorialSeccionDocente: teacherSection,
  obtenerHistorialSeccionDocente: async (who) => {
    const { secciones } = (
      await api.call(who.usuario, { url: '/api/main/cursos/docente/listar' })
    ).json().results as { secciones: { idSeccion: number }[] };
    for (const { idSeccion } of secciones) {
      const past = await api.call(who.usuario, {
        url: `/api/main/cursos/docente/seccion/${idSeccion}/historial`,
      });
      const [latest] = past.json().results as { idSeccion: number }[];
      if (latest) return { idSeccion: latest.idSeccion };
    }
    throw new Error(`${who.usuario} taught no course before`);
  },
  // A teacher downloads the certificate of a training they finished.
  descargarCertificadoCapacitacion: async (who) => {
    const response = await api.call(who.usuario, {
      url: '/api/main/docente/capacitaciones/listar?estado=FINALIZADA&tamanoPagina=1',
    });
    return { idCapacitacion: response.json().results.capacitaciones[0].idCapacitacion as number };
  },
  // A teacher alerts on a student seated in one of their own sections.
  registrarAlertaDocente: async (who) => {
    const { idSeccion } = await teacherSection(who);
    const section = await api.call(who.usuario, {
      url: `/api/main/cursos/docente/seccion/${idSeccion}`,
    });
    const students = section.json().results.alumnos as { idMatricula: number }[];
    return {
      idSeccion,
      idMatricula: students.at(-1)!.idMatricula,
      motivo: 'OTRO',
      comentario: 'Comentario de la prueba de seguridad.',
    };
  },
  // A student reaches only their own sections and scores.
  obtenerCursoAlumno: async (who) => ({ idSeccion: await regularSection(who) }),
  obtenerResumenCurso: async (who) => ({ idSeccion: await regularSection(who) }),
  solicitarRevisionNota: async (who) => {
    for (const course of await coursesOf(who)) {
      const detail = await api.call(who.usuario, {
        url: `/api/main/cursos/seccion/${course.idSeccion}/detalle`,
      });
      const nota = (detail.json().results.notas as Array<{ idNota: number; state: number }>).find(
        (score) => score.state === 4,
      );
      if (nota) return { idSeccion: course.idSeccion, idNota: nota.idNota };
    }
    throw new Error(`${who.usuario} has no score to review`);
  },
  listarElectivosAlumno: async (who) => ({ idSection: await unitSection(who, true) }),
  elegirElectivoAlumno: async (who) => {
    const idSeccion = await unitSection(who, false);
    const unit = await api.call(who.usuario, {
      url: '/api/main/cursos/electivo/alumno/listar',
      query: { idSection: String(idSeccion) },
    });
    return { idSeccion, electiveId: unit.json().results.electiveCourses[0].electiveId };
  },
  responderEncuestaAutonomo: async (who) => {
    const idSeccion = await unitSection(who, true);
    const unit = await api.call(who.usuario, {
      url: '/api/main/cursos/electivo/alumno/listar',
      query: { idSection: String(idSeccion) },
    });
    await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/cursos/electivo/alumno/elegir',
      payload: { idSeccion, electiveId: unit.json().results.electiveCourses[0].electiveId },
    });
    return { idSeccion };
  },
  listarCursosAsincronicos: async () => ({ cod_marca: 'HZT' }),
  // Each marks a class of their own that is open now.
  marcarAsistenciaAlumno: markableClass,
  marcarAsistenciaDocente: async (who) => ({
    ...(await markableClass(who)),
    IpAsistencia: '10.20.1.1',
  }),
  obtenerEncuestaProgramada: async (who) => ({ idProgramacion: await pendingSurvey(who, false) }),
  responderEncuestaProgramada: async (who) => {
    const idProgramacion = await pendingSurvey(who, false);
    return { idProgramacion, respuestas: await surveyAnswers(who, idProgramacion) };
  },
  omitirEncuesta: async (who) => ({ idProgramacion: await pendingSurvey(who, true) }),
  // An open rectification case and one of its student's evaluations.
  // Grades go to a student of the open window (the teacher's own, for the teacher).
  grabarNotasSustitutorio: async (who) =>
    openSubstitute(
      (
        await api.call(who.usuario, { url: '/api/main/tramitesolicitudsae/listar/sustiturios' })
      ).json().results.evaluaciones,
    ),
  guardarSustitutorioDocente: async (who) =>
    openSubstitute(
      (
        await api.call(who.usuario, {
          url: '/api/main/tramitesolicitudsae/evaluacionsustitutoria/docente/obtener',
        })
      ).json().results,
    ),
  aplicarRectificacion: async (who) => {
    const list = await api.call(who.usuario, { url: '/api/main/tramitesae/rectificacion/casos' });
    const open = (
      list.json().results as Array<{
        idSolicitud: number;
        version: number;
        estado: string;
        notas: Array<{ idNota: number }>;
      }>
    ).find((item) => item.estado === 'REGISTRADO' && item.notas.length > 0)!;
    return {
      idSolicitud: open.idSolicitud,
      version: open.version,
      idNota: open.notas[0]!.idNota,
      nota: '15',
      comentario: 'Corrección del acta.',
    };
  },
  completarAlertaInasistencia: async (who) => {
    const flow = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/usuario/flujo',
      payload: { version: '1.0.0' },
    });
    const task = (flow.json().results.detalle as Array<{ idTarea: number; modulo: string }>).find(
      (item) => item.modulo === 'inasistenciaAlerta',
    );
    if (!task) throw new Error(`${who.usuario} has no absence alert`);
    return { idTask: task.idTarea };
  },
  // Only its creator reads a post to edit it, and edits it.
  obtenerPublicacion: async (who) => ({ id: await postFor(who.usuario) }),
  actualizarPublicacion: async (who) => ({ id: await postFor(who.usuario) }),
  eliminarPublicacion: async () => ({ id: await postFor('colaborador') }),
  // A post each caller is an audience of.
  reaccionarPublicacion: async () => ({ idPublicacion: await postFor('colaborador') }),
  listarReaccionesPublicacion: async () => ({ id: await postFor('colaborador') }),
  descargarArchivo: async (who) => {
    const stored = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/archivo/subir',
      ...multipartBody({ tipo: 'CV' }, { name: 'cv.pdf', bytes: TINY_PDF }),
    });
    return { idArchivo: String(stored.json().results.idArchivo) };
  },
  // A delete needs a record nothing else uses: the superadmin makes one for every caller.
  eliminarMaestroTabla: () =>
    disposableRecord('maestroTabla', (n) => ({
      codigo: `BORRABLE_${n}`,
      nombre: 'Tabla de prueba',
    })),
  eliminarParametro: () =>
    disposableRecord('parametro', (n) => ({
      clave: `EVA_BORRABLE_${n}`,
      valor: '1',
      descripcion: 'Prueba',
    })),
  // User changes act on a spare student, so no demo account's role or password moves mid-run.
  // Each its own: the example bodies carry version 1, which one change would make stale.
  actualizarUsuarioAdmin: () => spareUserId('alumno6'),
  cambiarBloqueoUsuario: () => spareUserId('alumno7'),
  generarClaveTemporal: () => spareUserId('alumno8'),
  revocarPermiso: async () => {
    const { id } = await spareUserId('alumno8');
    await api.call('superadmin', {
      method: 'DELETE',
      url: `/api/main/admin/permisoUsuario/FJPUBALU-${id}`,
    });
    await api.call('superadmin', {
      method: 'POST',
      url: '/api/main/admin/permisoUsuario',
      payload: { permiso: 'FJPUBALU', usuario: 'alumno8' },
    });
    return { id: `FJPUBALU-${id}` };
  },
  eliminarConfiguracionNotificacion: () =>
    disposableRecord('configuracion-notificaciones', (n) => ({
      tipo: 'ACADEMICO',
      codigo: `BORRABLE_${n}`,
      titulo: 'Configuración de prueba',
    })),
  eliminarSegmento: () =>
    disposableRecord('segmento', (n) => ({ nombre: `Segmento de prueba ${n}`, tipoUsuario: 3 })),
  // Accepted text is never deleted: each delete gets a regulation nobody accepted (an inactive
  // one for a version's delete, since the only version of an active regulation stays).
  eliminarReglamento: async () => ({
    id: String((await unacceptedRegulation(true)).reglamento.id),
  }),
  eliminarReglamentoVersion: async () => ({
    id: String((await unacceptedRegulation(false)).version.id),
  }),
  // A person's id is no generic account (404): each caller reads and deletes one of its own.
  obtenerUsuarioGenerico: async () => ({ id: await unusedGenericAccount() }),
  eliminarUsuarioGenerico: async () => ({ id: await unusedGenericAccount() }),
  // Tasks nobody has pending, and tours (and their parts) no task names.
  eliminarTarea: () =>
    disposableRecord('tareas', (n) => ({
      nombre: `Tarea de prueba ${n}`,
      audiencia: 'DOCENTES',
      modulo: 'pruebaBorrable',
      orden: 500 + n,
    })),
  eliminarTour: () => disposableTour(),
  eliminarTourModal: () =>
    disposableTourPart('tourModal', { code: 'ModBienvenida', title: 'Hola', content: 'Hola.' }),
  eliminarTourPaso: () =>
    disposableTourPart('tourPaso', {
      step: 1,
      idComponent: 'tour-prueba',
      code: 'PRUEBA',
      route: '/',
      title: 'Paso de prueba',
      content: 'Contenido.',
    }),
  eliminarTourMedida: () =>
    disposableTourPart('tourMedida', { code: 0, type: 'fixed', position: 'bottom' }),
  // Each caller edits and deletes a tutorial of its own: the example body carries version 1.
  actualizarTutorial: () => disposableRecord('tutoriales-guias', disposableTutorial),
  eliminarTutorial: () => disposableRecord('tutoriales-guias', disposableTutorial),
  // A fresh credential each: the example body carries version 1 and a credential holds two keys.
  actualizarCredencial: async () => ({ id: (await unusedCredential()).id, version: 1 }),
  eliminarCredencial: async () => ({ id: (await unusedCredential()).id }),
  generarClaveCredencial: async () => ({ credencialId: (await unusedCredential()).id }),
  obtenerClaveCredencial: async () => ({ id: (await unusedCredential()).keyId }),
  revocarClaveCredencial: async () => ({ id: (await unusedCredential()).keyId }),
  // Each caller reads and deletes a notification of its own, sent to it for the purpose.
  marcarNotificacionLeida: (who) => ownNotification(who),
  eliminarNotificacion: (who) => ownNotification(who),
  // Procedures: each requester on its own requests and types of its audience, each manager on a
  // request of its trays (a decision spends one, so the next caller finds the next).
  obtenerTipoTramite: async (who) => ({
    idTipoTramite: await procedureType(who.tip === 2 ? 'CARTAPERMA' : 'CERTESTSU'),
  }),
  validarRequisitosTramite: async (who) => {
    const filing = await simpleFiling(who);
    return { idTipoTramite: filing.idTipoTramite, idMatricula: filing.idMatricula };
  },
  enviarSmsTramite: async (who) => ({
    idTipoTramite: await procedureType(who.tip === 2 ? 'RECTINOTA' : 'CERTESTSU'),
  }),
  listarModulosCurricula: async () => ({ idMatricula: await studentEnrolment() }),
  registrarSolicitudTramite: simpleFiling,
  obtenerDetalleSolicitud: async (who) => {
    const { idSolicitud } = await readableRequestOf(who);
    return { idSolicitud };
  },
  listarEventosSolicitud: async (who) => {
    const { idSolicitud } = await readableRequestOf(who);
    return { idSolicitud };
  },
  descargarAdjuntoSolicitud: async (who) => {
    // A request with a file: the student's approved certificate, the teacher's observed photo.
    const request =
      who.tip === 3
        ? await ownRequest('alumno', 'finalizados')
        : await ownRequest(who.usuario, who.tip === 2 ? 'en-proceso' : 'finalizados');
    const withFile = request.adjuntos.length
      ? request
      : await ownRequest(who.tip === 2 ? 'docente' : 'alumno', 'en-proceso', 'OBSERVADO');
    return { idSolicitud: withFile.idSolicitud, idArchivo: withFile.adjuntos[0].idArchivo };
  },
  subsanarSolicitud: async (who) => {
    const { idSolicitud, version } = await ownRequest(who.usuario, 'en-proceso', 'OBSERVADO');
    return { idSolicitud, version, adjuntos: [] };
  },
  registrarRespuestaSolicitud: async (who) => {
    const { idSolicitud, version } = await ownRequest(who.usuario, 'por-responder', 'REGISTRADO');
    return { idSolicitud, version };
  },
  aprobarSolicitud: (who) => trayRequest(who, 'REGISTRADO'),
  aprobarRevisionSolicitud: (who) => trayRequest(who, 'EN_REVISION'),
  rechazarSolicitud: (who) => trayRequest(who, 'REGISTRADO'),
  observarSolicitud: (who) => trayRequest(who, 'REGISTRADO'),
  reasignarSolicitud: async (who) => ({
    ...(await trayRequest(who, 'REGISTRADO')),
    idEncargado: who.idu,
  }),
  descargarDocumento: async (who) => {
    const owner = who.tip === 2 ? 'docente' : 'alumno';
    const { idSolicitud } = await ownRequest(owner, 'finalizados', 'APROBADO');
    const detail = await api.call(owner, {
      url: '/api/main/tramitesolicitudsae/obtenerdetalle',
      query: { idSolicitud: String(idSolicitud) },
    });
    return { idDocumento: detail.json().results.documento.idDocumento };
  },
  crearFirma: async () => ({ idTipoTramite: await procedureType('CERTESTSU'), activo: false }),
  actualizarFirma: async () => ({
    ...(await disposableRecord('firmas', disposableSignature)),
    idTipoTramite: await procedureType('CERTESTSU'),
    activo: false,
  }),
  eliminarFirma: () => disposableRecord('firmas', disposableSignature),
  eliminarMaestroTablaRegistro: () =>
    disposableRecord('maestroTablaRegistro', (n) => ({
      tablaId: 1,
      codigo: `B${n}`,
      valor: 'Registro de prueba',
    })),
};

const ownNotification = async (who: DemoRole) => {
  const sent = await api.call('colaborador', {
    method: 'POST',
    url: '/api/notifications/notification/dev/send',
    payload: {
      usuario: who.usuario,
      type: 'ACADEMICO',
      subtype: 'NOTAS',
      title: 'Prueba',
      description: 'Prueba',
    },
  });
  return { idNotification: sent.json().results.notification.id as number };
};

/** A fresh key of a credential the superadmin makes with `alcances`. */
const integrationKey = async (alcances: string[]) => {
  const created = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/credenciales',
    payload: { nombre: `Sistema de prueba ${++disposable}`, alcances },
  });
  return created.json().claveSecreta as string;
};

/** A credential nobody called with, made by the superadmin; answers its id and first key's id. */
const unusedCredential = async () => {
  const created = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/credenciales',
    payload: { nombre: `Sistema sin uso ${++disposable}`, alcances: ['PERSONAS_ALUMNOS'] },
  });
  const id = created.json().id as number;
  const keys = await api.call('superadmin', {
    url: '/api/main/admin/credencialClave',
    query: { filter: JSON.stringify({ credencialId: id }) },
  });
  return { id, keyId: keys.json()[0].id as number };
};

let api: TestApi;
let expiredToken: string;

beforeAll(async () => {
  // Enough students that the manual tickets tray holds a request in each state for each decider.
  api = await createTestApi({ seed: { students: 60 } });
  for (const who of demoRoles.filter((role) => role.idu === 0)) {
    const token = await api.login(who.usuario);
    who.idu = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).idu;
  }
  const now = Math.floor(createTestClock().clock() / 1000);
  expiredToken = await new SignJWT({
    tip: 1,
    username: 'alumno',
    ida: 5001,
    idu: 1001,
    mat: 'A2026-00001',
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 9 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
});
afterAll(() => api.app.close());

describe.each(
  operations.map((op) => [`${op.service} ${op.operationId} [${op.roles.join(', ')}]`, op] as const),
)('%s', (_name, operation) => {
  const isPublic = operation.roles.includes('publico');

  if (operation.roles.includes('integracion')) {
    it('answers 401 without a key and with every session, and works with a key', async () => {
      const request = exampleRequest(operation, 1001);
      const keyless = await api.app.inject(request);
      expect(keyless.statusCode).toBe(401);
      expect(keyless.json().messagePublic).toBe('Falta la clave de integración.');
      for (const who of demoRoles) {
        const response = await api.call(who.usuario, request);
        expect(response.statusCode, who.usuario).toBe(401);
      }
      const key = await integrationKey(operation.scopes);
      const response = await api.app.inject({
        ...request,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    return;
  }

  if (isPublic) {
    it('works without a token', async () => {
      const response = await api.app.inject(exampleRequest(operation, 1001));
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
      expect(operation.statuses).toContain(String(response.statusCode));
    });
    return;
  }

  it('answers 401 without a token', async () => {
    const response = await api.app.inject(exampleRequest(operation, 1001));
    expect(response.statusCode).toBe(401);
    expect(response.json().messagePublic).toBe('Necesita iniciar sesión');
  });

  it('answers 401 with an expired token', async () => {
    const request = exampleRequest(operation, 1001);
    const response = await api.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${expiredToken}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messagePublic).toBe('Sesión expirada');
  });

  it.each(demoRoles.map((who) => [who.usuario, who] as const))('as %s', async (_usuario, who) => {
    const allowed =
      operation.roles.some((role) => grants[role](who)) &&
      !(operation.areaManagers && who.tip === 3 && !AREA_MANAGERS.includes(who.usuario)) &&
      (operation.permissions.length === 0 ||
        operation.permissions.some((key) => who.permissions.includes(key)));
    // A refused caller is refused before its objects matter: none is made for it.
    const own = allowed ? await ownObject[operation.operationId]?.(who) : undefined;
    const response = await api.call(who.usuario, exampleRequest(operation, who.idu, own));
    if (allowed) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json().messagePublic).toBe('No tienes permiso para realizar esta acción.');
    }
  });
});
