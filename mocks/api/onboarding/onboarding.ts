import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { limaDay } from '../limaDay.ts';
import { SECTIONS, type SaveContext, type SectionBodies } from './sections.ts';
import {
  FORM_SECTIONS,
  PROCESS_TASKS,
  STEPS,
  type FormSection,
  type Proceso,
} from './steps.ts';
import { onboardingTexts } from './texts.ts';
import { ok } from '../respond.ts';
import { completeStep, skipStep } from '../tasks/completeStep.ts';
import { DATA_SQL, PROCESS_SQL, STEPS_SQL, STUDENT_SQL } from './onboarding.sql.ts';

// The onboarding and the data update (issue 34; openapi/main/onboarding.yaml says how the steps
// are the process task's subtasks and in what order they may be saved or skipped).

type OnboardingBase = components['schemas']['OnboardingBase'];
type OnboardingPaso = components['schemas']['OnboardingPaso'];

interface StepRow {
  modulo: string;
  titulo: string;
  orden: number;
  completadoEn: number | null;
  omitidoEn: number | null;
}

const stateOf = (row: StepRow): OnboardingPaso['estado'] =>
  row.completadoEn !== null ? 'COMPLETADO' : row.omitidoEn !== null ? 'OMITIDO' : 'PENDIENTE';

/** The caller's steps of `proceso`, each with its state and whether it may be saved now. */
function stepsOf(db: DatabaseSync, userId: number, proceso: Proceso): OnboardingPaso[] {
  const rows = queryAll<StepRow>(db, STEPS_SQL, { userId, task: PROCESS_TASKS[proceso] });
  const current = rows.find((row) => stateOf(row) === 'PENDIENTE')?.modulo ?? null;
  return rows.map((row) => {
    const estado = stateOf(row);
    const kind = STEPS[row.modulo];
    return {
      modulo: row.modulo,
      titulo: row.titulo,
      orden: row.orden,
      seccion: kind?.seccion ?? 'datosPersonales',
      omitible: kind?.omitible ?? false,
      estado,
      disponible: estado !== 'PENDIENTE' || row.modulo === current,
      completadoEn: row.completadoEn === null ? null : iso(row.completadoEn),
      omitidoEn: row.omitidoEn === null || estado !== 'OMITIDO' ? null : iso(row.omitidoEn),
    };
  });
}

type Row = Record<string, string | number | null>;
const flag = (value: string | number | null) => (value === null ? null : value === 1);

function dataOf(db: DatabaseSync, userId: number): OnboardingBase['datos'] {
  const r = queryOneOrThrow<Row>(db, DATA_SQL, { userId });
  const text = (column: string) => (r[column] as string | null) ?? null;
  return {
    datosPersonales: {
      tipoDocumento: text('document_type') as 'DNI' | 'CE' | 'PASAPORTE' | null,
      numeroDocumento: text('document_number'),
      fechaNacimiento: text('birth_date'),
      sexo: text('gender') as 'F' | 'M' | 'O',
      nacionalidad: text('nationality'),
      estadoCivil: text(
        'marital_status',
      ) as OnboardingBase['datos']['datosPersonales']['estadoCivil'],
    },
    contacto: {
      correo: text('email'),
      celular: text('phone'),
      celularVerificado: r.phone_verified === 1,
      direccion: text('address'),
      ubigeo: text('ubigeo'),
    },
    emergencia: {
      nombre: text('emergency_name'),
      parentesco: text(
        'emergency_relationship',
      ) as OnboardingBase['datos']['emergencia']['parentesco'],
      celular: text('emergency_phone'),
    },
    estudios: {
      colegio: text('school_name'),
      tipoColegio: text('school_kind') as 'PUBLICO' | 'PRIVADO' | null,
      anioEgreso: (r.school_year as number | null) ?? null,
      ubigeo: text('school_ubigeo'),
    },
    salud: {
      tieneDiscapacidad: flag(r.has_disability),
      tipoDiscapacidad: text(
        'disability_kind',
      ) as OnboardingBase['datos']['salud']['tipoDiscapacidad'],
      carneConadis: text('conadis_number'),
      apoyoRequerido: text('support_needed'),
      seguro: text('health_insurance') as OnboardingBase['datos']['salud']['seguro'],
    },
    socioeconomico: {
      trabaja: flag(r.works),
      integrantesHogar: (r.household_size as number | null) ?? null,
      ingresoFamiliar: text(
        'household_income',
      ) as OnboardingBase['datos']['socioeconomico']['ingresoFamiliar'],
      vivienda: text('housing') as OnboardingBase['datos']['socioeconomico']['vivienda'],
      financiamiento: text(
        'funding',
      ) as OnboardingBase['datos']['socioeconomico']['financiamiento'],
    },
  };
}

/** The whole answer of every onboarding operation: the process as it now stands. */
function processOf(db: DatabaseSync, userId: number, proceso: Proceso): OnboardingBase {
  const task = queryOne<{ completedAt: number | null }>(db, PROCESS_SQL, {
    userId,
    task: PROCESS_TASKS[proceso],
  });
  const pasos = stepsOf(db, userId, proceso);
  const student = queryOneOrThrow<{
    nombres: string;
    apellidos: string;
    codigo: string;
    programa: string | null;
    kind: string | null;
  }>(db, STUDENT_SQL, { userId });
  const pending = pasos.find((paso) => paso.estado === 'PENDIENTE');
  const estado: OnboardingBase['estado'] = !task
    ? 'SIN_TAREA'
    : task.completedAt !== null
      ? 'COMPLETADO'
      : pending
        ? 'PENDIENTE'
        : pasos.some((paso) => paso.estado === 'OMITIDO')
          ? 'OMITIDO'
          : 'PENDIENTE';
  const { kind, ...estudiante } = student;
  return {
    proceso,
    variante:
      proceso === 'ACTUALIZACION'
        ? 'ACTUALIZACION'
        : kind === 'EXTENSION'
          ? 'EXTENSION'
          : 'SECUENCIAL',
    estado,
    pasoActual: pending?.modulo ?? null,
    estudiante,
    pasos,
    datos: dataOf(db, userId),
  };
}

/** The caller's step `modulo` and its process; 404 when they have no such step. */
function findStep(db: DatabaseSync, userId: number, modulo: string) {
  for (const proceso of Object.keys(PROCESS_TASKS) as Proceso[]) {
    const pasos = stepsOf(db, userId, proceso);
    const paso = pasos.find((candidate) => candidate.modulo === modulo);
    if (paso) return { proceso, paso, pasos };
  }
  throw notFound();
}

const saveContext = (context: HandlerContext): SaveContext => {
  const now = context.services.clock();
  return { db: context.services.db, userId: signedIn(context).idu, now, today: limaDay(now) };
};

/** A 400 about the request as a whole, not one of its fields. */
const refused = (reason: string, messagePublic: string) => new ApiError(400, reason, messagePublic);

const isFormSection = (seccion: string): seccion is FormSection =>
  (FORM_SECTIONS as readonly string[]).includes(seccion);

export const onboardingHandlers = {
  obtenerOnboarding: (context) => {
    const { db } = context.services;
    return ok(processOf(db, signedIn(context).idu, context.query.proceso));
  },

  guardarPasoOnboarding: (context) => {
    const save = saveContext(context);
    const { modulo } = context.params;
    const proceso = inTransaction(save.db, () => {
      const { proceso, paso } = findStep(save.db, save.userId, modulo);
      const seccion = paso.seccion;
      if (!STEPS[modulo] || !isFormSection(seccion))
        throw refused('Step saved elsewhere', onboardingTexts.elsewhere);
      const [sent] = Object.keys(context.body);
      if (sent !== seccion) throw badRequest({ [sent ?? seccion]: [onboardingTexts.wrongSection] });
      if (!paso.disponible) throw refused('Step out of order', onboardingTexts.outOfOrder);
      const body = context.body[seccion] as SectionBodies[typeof seccion];
      const section = SECTIONS[seccion] as (typeof SECTIONS)[FormSection];
      const errors = section.check(body as never, save);
      if (Object.keys(errors).length > 0) {
        throw badRequest(
          Object.fromEntries(
            Object.entries(errors).map(([field, m]) => [`${seccion}.${field}`, m]),
          ),
        );
      }
      section.save(body as never, save);
      completeStep(save.db, save.userId, modulo, save.now);
      return proceso;
    });
    return ok(processOf(save.db, save.userId, proceso), onboardingTexts.saved);
  },

  omitirPasosOnboarding: (context) => {
    const save = saveContext(context);
    const proceso = inTransaction(save.db, () => {
      const found = context.body.modulos.map((modulo) => findStep(save.db, save.userId, modulo));
      found.sort((a, b) => a.paso.orden - b.paso.orden);
      for (const { paso } of found) {
        if (!paso.omitible) throw refused('Step not skippable', onboardingTexts.notSkippable);
      }
      for (const { proceso, paso } of found) {
        // A step done or skipped already is left as it is: a repeated request changes nothing.
        if (paso.estado !== 'PENDIENTE') continue;
        // Each in turn must be the current step (the previous skip may have made it so).
        const current = stepsOf(save.db, save.userId, proceso).find(
          (p) => p.estado === 'PENDIENTE',
        );
        if (current?.modulo !== paso.modulo)
          throw refused('Step out of order', onboardingTexts.outOfOrder);
        skipStep(save.db, save.userId, paso.modulo, save.now);
      }
      return found[0]!.proceso;
    });
    return ok(processOf(save.db, save.userId, proceso), onboardingTexts.skipped);
  },
} satisfies Partial<ServiceHandlers<operations>>;
