import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest } from '../errors.ts';
import { coursesFor, enrolmentFor, enrolmentsOf, evaluateRules } from './eligibility.ts';
import { MANAGERS_SQL, TRAY_FILTERS_SQL, TRAY_SUMMARY_SQL } from './requests.sql.ts';
import { sendCode } from './smsCodes.ts';
import { procedureTexts } from './texts.ts';
import { placesUnder } from './places.ts';
import { managedArea, managedTray } from './trays.ts';
import {
  listTypes,
  requirementsOf,
  requesterAudience,
  toSummary,
  toTipoTramite,
  visibleType,
} from './types.ts';
import { ok } from '../respond.ts';

type Schemas = components['schemas'];

const STATE_NAMES: Record<Schemas['EstadoSolicitud'], string> = {
  REGISTRADO: 'Registrado',
  EN_REVISION: 'En revisión',
  OBSERVADO: 'Observado',
  APROBADO: 'Aprobado',
  RECHAZADO: 'Rechazado',
};

const UBIGEO_LEVELS = {
  departamentos: { length: 2, parent: 0 },
  provincias: { length: 4, parent: 2 },
  distritos: { length: 6, parent: 4 },
} as const;

export const tramiteHandlers = {
  listarTiposTramite: (context) => {
    const caller = signedIn(context);
    const audience = requesterAudience(caller, context.query.audiencia);
    const requester = caller.tip !== 3;
    const studentId = caller.tip === 1 ? caller.idu : null;
    return ok(listTypes(context.services.db, audience, requester, studentId).map(toSummary));
  },

  obtenerTipoTramite: (context) => {
    const { db } = context.services;
    return ok(toTipoTramite(db, visibleType(db, signedIn(context), context.params.idTipoTramite)));
  },

  validarRequisitosTramite: (context) => {
    const { db } = context.services;
    const caller = signedIn(context);
    const type = visibleType(db, caller, context.body.idTipoTramite);
    const enrolment = enrolmentFor(db, caller, context.body.idMatricula, null);
    const reglas = evaluateRules(db, caller, type, requirementsOf(db, type.id), enrolment);
    return ok({ cumple: reglas.every((rule) => rule.cumple), reglas });
  },

  enviarSmsTramite: (context) => {
    const { db } = context.services;
    const caller = signedIn(context);
    const type = visibleType(db, caller, context.body.idTipoTramite);
    if (type.asksSms !== 1) throw badRequest({ idTipoTramite: [procedureTexts.smsNotAsked] });
    return ok(sendCode(context.services, caller, type.id), procedureTexts.smsSent);
  },

  obtenerMatriculasTramite: (context) => {
    const enrolments = enrolmentsOf(
      context.services.db,
      signedIn(context).idu,
      context.query.audiencia,
    );
    return ok(
      enrolments.map((enrolment) => ({
        idMatricula: enrolment.id,
        codigo: enrolment.code,
        programa: enrolment.programme,
        sede: enrolment.campus,
        codigoCiclo: enrolment.cycle,
        estado: enrolment.state,
        deuda: enrolment.debtCents / 100,
      })),
    );
  },

  listarModulosCurricula: (context) => {
    const { db } = context.services;
    const caller = signedIn(context);
    const enrolment =
      caller.tip === 1 ? enrolmentFor(db, caller, context.query.idMatricula, null) : null;
    const modules = new Map<string, Schemas['ModulosCurriculaResponse']['results'][number]>();
    for (const course of coursesFor(db, caller, enrolment)) {
      const module = modules.get(course.cycle) ?? {
        codigoCiclo: course.cycle,
        nombreCiclo: course.cycleName,
        cursos: [],
      };
      module.cursos.push({ idCurso: course.id, nombre: course.name });
      modules.set(course.cycle, module);
    }
    return ok([...modules.values()]);
  },

  listarEncargadosTramite: (context) => {
    const { db } = context.services;
    const area = managedArea(db, signedIn(context), context.query.area);
    return ok(
      queryAll<Schemas['EncargadosResponse']['results'][number]>(db, MANAGERS_SQL, { area }),
    );
  },

  listarFiltrosCaso: (context) => {
    const { db } = context.services;
    const tray = managedTray(db, signedIn(context), context.query.bandeja);
    return ok({
      tipos: queryAll<Schemas['Opcion']>(db, TRAY_FILTERS_SQL.tipos, tray),
      estados: Object.entries(STATE_NAMES).map(([id, nombre]) => ({ id, nombre })),
      programas: queryAll<Schemas['Opcion']>(db, TRAY_FILTERS_SQL.programas),
      sedes: queryAll<Schemas['Opcion']>(db, TRAY_FILTERS_SQL.sedes),
    });
  },

  listarResumenBandeja: (context) => {
    const { db, clock } = context.services;
    const tray = managedTray(db, signedIn(context), context.query.bandeja);
    return ok(
      queryAll<Schemas['ResumenBandejaResponse']['results'][number]>(db, TRAY_SUMMARY_SQL, {
        ...tray,
        now: clock(),
      }),
    );
  },

  listarUbigeo: (context) => {
    const level = UBIGEO_LEVELS[context.params.nivel];
    const parent = context.query.codigoPadre ?? '';
    if (parent.length !== level.parent) {
      throw badRequest({
        codigoPadre: [level.parent ? procedureTexts.required : procedureTexts.invalidValue],
      });
    }
    return ok(placesUnder(context.services.db, level.length, parent));
  },
} satisfies Partial<ServiceHandlers<operations>>;
