import type { components, operations } from '../../../generated/main/paths.ts';
import {
  beforeCutoff,
  CUTOFF_HOURS,
  isGridStart,
  lastEditableDay,
  SLOT_MINUTES,
  slotEndOf,
  slotRefusal,
} from '../../../src/lib/psychology/slotRules.ts';
import { queryAll, queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { appointmentCalendar } from '../psychology/appointmentCalendar.ts';
import { calendarRulesOf, holidaysOf } from '../psychology/calendarRules.ts';
import { noticeBothSides, type AppointmentEvent } from '../psychology/notices.ts';
import { dayRange } from '../psychology/range.ts';
import { psychologyTexts as texts } from '../psychology/texts.ts';
import { ok } from '../respond.ts';
import {
  APPOINTMENT_SQL,
  BOOK_SQL,
  BY_KEY_SQL,
  CANCEL_SQL,
  CLOSE_SLOT_SQL,
  FREE_SLOTS_SQL,
  HAS_PERMISSION_SQL,
  MOVE_SQL,
  OPEN_SLOT_SQL,
  PSYCHOLOGIST_APPOINTMENTS_SQL,
  PSYCHOLOGIST_SQL,
  PSYCHOLOGISTS_SQL,
  SAVE_NOTES_SQL,
  SLOT_SQL,
  SLOTS_SQL,
  STUDENT_APPOINTMENTS_SQL,
  UPCOMING_SQL,
} from './asesoria.sql.ts';

type Cita = components['schemas']['Cita'];
type Conflicto = components['schemas']['ConflictoDisponibilidad'];
type SaveItem = components['schemas']['ItemDisponibilidad'];
type ConflictReason = keyof typeof texts.conflicts;

interface SlotRow {
  id: number;
  psychologistId: number;
  startsAt: number;
  endsAt: number;
  booked: number;
}

interface AppointmentRow {
  idCita: number;
  slotId: number | null;
  studentId: number;
  psychologistId: number;
  startsAt: number;
  endsAt: number;
  state: 'AGENDADA' | 'CANCELADA';
  modality: 'PRESENCIAL' | 'VIRTUAL';
  reason: string;
  notes: string | null;
  psychologistName: string;
  studentName: string;
}

const MEETING_HOST = 'https://reuniones.campus.example/orientacion';
const CALENDAR_DOMAIN = 'campus.example';
const iso = (at: number) => new Date(at).toISOString();
const meetingUrl = (row: Pick<AppointmentRow, 'idCita' | 'modality'>) =>
  row.modality === 'VIRTUAL' ? `${MEETING_HOST}/${row.idCita}` : null;

/** The caller as a psychologist (the flag, not only DISPODOC): their own calendar only. */
function ownPsychologist(context: HandlerContext, named?: number): number {
  const caller = signedIn(context);
  if (!caller.isPsychologist) throw forbidden();
  if (named !== undefined && named !== caller.idu) throw forbidden();
  return caller.idu;
}

function existingPsychologist(context: HandlerContext, id: number): number {
  if (!queryOne(context.services.db, PSYCHOLOGIST_SQL, id)) throw notFound();
  return id;
}

function slotsOf(
  context: HandlerContext<unknown, { fechaInicio: string; fechaFin: string }>,
  psychologistId: number,
) {
  const rows = queryAll<{ idAsesoria: number; startsAt: number; endsAt: number; booked: number }>(
    context.services.db,
    SLOTS_SQL,
    { psychologistId, ...dayRange(context.query) },
  );
  return ok(
    rows.map((row) => ({
      idAsesoria: row.idAsesoria,
      fechaHoraInicio: iso(row.startsAt),
      fechaHoraFin: iso(row.endsAt),
      estado: row.booked ? ('agendada' as const) : ('disponible' as const),
    })),
  );
}

/** spec §5 per item: opened, closed, or a conflict with its reason; nothing else changes. */
function applyItem(
  context: HandlerContext,
  psychologistId: number,
  item: SaveItem,
): 'saved' | 'removed' | ConflictReason {
  const { db, clock } = context.services;
  const now = clock();
  const rules = calendarRulesOf(db, psychologistId);
  if (item.idAsesoria === -1) {
    const start = Date.parse(item.fechaInicio);
    if (!isGridStart(start) || Date.parse(item.fechaFin) !== slotEndOf(start)) return 'grid';
    const refusal = slotRefusal(start, rules, now);
    if (refusal) return refusal;
    const { changes } = db
      .prepare(OPEN_SLOT_SQL)
      .run({ psychologistId, startsAt: start, endsAt: slotEndOf(start), now });
    return Number(changes) === 1 ? 'saved' : 'exists';
  }
  const slot = queryOne<SlotRow>(db, SLOT_SQL, item.idAsesoria);
  if (!slot || slot.psychologistId !== psychologistId) return 'unknown';
  const refusal = slotRefusal(slot.startsAt, rules, now, slot.booked === 1);
  if (refusal) return refusal;
  const { changes } = db.prepare(CLOSE_SLOT_SQL).run({ id: slot.id, psychologistId });
  return Number(changes) === 1 ? 'removed' : 'booked';
}

function saveAvailability(
  context: HandlerContext<unknown, unknown, components['schemas']['GuardarDisponibilidadRequest']>,
) {
  const psychologistId = ownPsychologist(context);
  let guardados = 0;
  let eliminados = 0;
  const byReason = new Map<ConflictReason, Conflicto['observadas']>();
  for (const item of context.body.disponibilidadPsicologo) {
    const outcome = applyItem(context, psychologistId, item);
    if (outcome === 'saved') guardados += 1;
    else if (outcome === 'removed') eliminados += 1;
    else {
      const list = byReason.get(outcome) ?? [];
      list.push({ fechaInicio: item.fechaInicio, fechaFin: item.fechaFin });
      byReason.set(outcome, list);
    }
  }
  const agendasConflictos = [...byReason].map(([reason, observadas]) => ({
    mensaje: texts.conflicts[reason],
    observadas,
  }));
  return ok(
    {
      guardados,
      eliminados,
      conflictos: agendasConflictos.reduce((sum, entry) => sum + entry.observadas.length, 0),
      agendasConflictos,
    },
    texts.availabilitySaved,
  );
}

const appointment = (context: HandlerContext, id: number) => {
  const row = queryOne<AppointmentRow>(context.services.db, APPOINTMENT_SQL, id);
  if (!row) throw notFound();
  return row;
};

function toCita(row: AppointmentRow, now: number): Cita {
  const upcoming = row.state === 'AGENDADA' && row.endsAt > now;
  return {
    idCita: row.idCita,
    fechaHoraInicio: iso(row.startsAt),
    fechaHoraFin: iso(row.endsAt),
    estado: row.state === 'CANCELADA' ? 'CANCELADA' : upcoming ? 'AGENDADA' : 'ATENDIDA',
    modalidad: row.modality,
    enlaceReunion: row.state === 'CANCELADA' ? null : meetingUrl(row),
    motivo: row.reason,
    psicologo: row.psychologistName,
    modificable: upcoming && beforeCutoff(row.startsAt, now),
  };
}

/** The caller's own appointment, still agendada and before the cut-off. */
function ownChangeable(context: HandlerContext<{ idCita: number }>) {
  const row = appointment(context, context.params.idCita);
  if (row.studentId !== signedIn(context).idu) throw forbidden();
  const now = context.services.clock();
  if (row.state !== 'AGENDADA' || row.endsAt <= now) {
    throw new ApiError(400, 'Not upcoming', texts.notUpcoming);
  }
  if (!beforeCutoff(row.startsAt, now)) throw cutoffPassed();
  return row;
}

const cutoffPassed = () => new ApiError(400, 'Cut-off passed', texts.cutoff(CUTOFF_HOURS));
const slotTaken = () => new ApiError(409, 'Slot taken', texts.taken);

/** A free slot a student may take now: known, not past the cut-off, within its window. */
function bookableSlot(context: HandlerContext, slotId: number): SlotRow {
  const { db, clock } = context.services;
  const slot = queryOne<SlotRow>(db, SLOT_SQL, slotId);
  if (!slot || !queryOne(db, PSYCHOLOGIST_SQL, slot.psychologistId)) throw notFound();
  const now = clock();
  if (!beforeCutoff(slot.startsAt, now)) throw cutoffPassed();
  if (slot.booked) throw slotTaken();
  return slot;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/.test(error.message);

function finish(context: HandlerContext, id: number, event: AppointmentEvent, message: string) {
  const row = appointment(context, id);
  noticeBothSides(context.services, event, {
    studentId: row.studentId,
    studentName: row.studentName,
    psychologistId: row.psychologistId,
    psychologistName: row.psychologistName,
    startsAt: row.startsAt,
  });
  return ok(toCita(row, context.services.clock()), message);
}

function book(
  context: HandlerContext<unknown, unknown, components['schemas']['AgendarAsesoriaRequest']>,
) {
  const { db, clock } = context.services;
  const studentId = signedIn(context).idu;
  const { claveIdempotencia: key, idAsesoria, modalidad, motivo } = context.body;
  const earlier = queryOne<{ id: number }>(db, BY_KEY_SQL, { studentId, key });
  if (earlier) return ok(toCita(appointment(context, earlier.id), clock()), texts.booked);
  const now = clock();
  bookableSlot(context, idAsesoria);
  if (queryOne(db, UPCOMING_SQL, { studentId, now })) {
    throw new ApiError(409, 'Already has an upcoming appointment', texts.oneUpcoming);
  }
  let id: number;
  try {
    // The partial unique index decides a race: of two inserts for one slot, one fails.
    ({ id } = queryOneOrThrow<{ id: number }>(db, BOOK_SQL, {
      slotId: idAsesoria,
      studentId,
      modality: modalidad,
      reason: motivo,
      key,
      now,
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
  return finish(context, id, 'booked', texts.booked);
}

function cancel(context: HandlerContext<{ idCita: number }>) {
  const { db, clock } = context.services;
  const row = ownChangeable(context);
  db.prepare(CANCEL_SQL).run({ id: row.idCita, now: clock() });
  return finish(context, row.idCita, 'cancelled', texts.cancelled);
}

function reschedule(context: HandlerContext<{ idCita: number }, unknown, { idAsesoria: number }>) {
  const { db } = context.services;
  const row = ownChangeable(context);
  bookableSlot(context, context.body.idAsesoria);
  try {
    db.prepare(MOVE_SQL).run({ id: row.idCita, slotId: context.body.idAsesoria });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
  return finish(context, row.idCita, 'rescheduled', texts.rescheduled);
}

const holdsPermission = (context: HandlerContext, permission: string) =>
  queryFlag(context.services.db, HAS_PERMISSION_SQL, signedIn(context).idu, permission);

/** A psychologist reads their own; a coordinator (ADMDISPO) names one, or reads their brand's. */
function configurationFor(context: HandlerContext<unknown, { idPsicologo?: number }>) {
  const caller = signedIn(context);
  const named = context.query.idPsicologo;
  const coordinator = holdsPermission(context, 'ADMDISPO');
  const subject =
    named === undefined
      ? caller.idu
      : coordinator
        ? existingPsychologist(context, named)
        : ownPsychologist(context, named);
  const { db, clock } = context.services;
  const rules = calendarRulesOf(db, subject);
  return ok({
    minutosAsesoria: SLOT_MINUTES,
    semanas: rules.weeks,
    sabadoHabilitado: rules.saturday,
    domingoHabilitado: rules.sunday,
    horasAnticipacion: CUTOFF_HOURS,
    ultimoDiaEditable: lastEditableDay(clock(), rules.weeks),
    feriados: holidaysOf(db, subject),
  });
}

function freeSlots(
  context: HandlerContext<unknown, { fechaInicio: string; fechaFin: string; idPsicologo?: number }>,
) {
  const now = context.services.clock();
  const { from, to } = dayRange(context.query);
  const rows = queryAll<{
    idAsesoria: number;
    startsAt: number;
    endsAt: number;
    idPsicologo: number;
    psicologo: string;
  }>(context.services.db, FREE_SLOTS_SQL, {
    from: Math.max(from, now + CUTOFF_HOURS * 3_600_000),
    to,
    psychologistId: context.query.idPsicologo ?? null,
  });
  return ok(
    rows.map(({ startsAt, endsAt, ...row }) => ({
      ...row,
      fechaHoraInicio: iso(startsAt),
      fechaHoraFin: iso(endsAt),
    })),
  );
}

function calendarFile(context: HandlerContext<{ idCita: number }>) {
  const caller = signedIn(context);
  const row = appointment(context, context.params.idCita);
  const isStudent = row.studentId === caller.idu;
  if (!isStudent && row.psychologistId !== caller.idu && !holdsPermission(context, 'ADMDISPO')) {
    throw forbidden();
  }
  const file = appointmentCalendar(
    {
      idCita: row.idCita,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      modality: row.modality,
      meetingUrl: row.state === 'CANCELADA' ? null : meetingUrl(row),
      withWhom: isStudent ? row.psychologistName : row.studentName,
      cancelled: row.state === 'CANCELADA',
    },
    { stamp: context.services.clock(), domain: CALENDAR_DOMAIN },
  );
  context.reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="cita-${row.idCita}.ics"`)
    .header('x-content-type-options', 'nosniff');
  return Buffer.from(file, 'utf8');
}

export const asesoriaHandlers = {
  obtenerConfiguracionAsesorias: configurationFor,
  listarDisponibilidadPsicologo: (context) =>
    slotsOf(context, ownPsychologist(context, context.query.idPsychologist)),
  listarDisponibilidadPsicologoAdmin: (context) =>
    slotsOf(context, existingPsychologist(context, context.query.idPsychologist)),
  guardarDisponibilidadPsicologo: saveAvailability,
  listarPsicologos: (context) => ok(queryAll(context.services.db, PSYCHOLOGISTS_SQL)),
  listarAsesoriasDisponibles: freeSlots,
  agendarAsesoria: book,
  listarCitasAlumno: (context) => {
    const now = context.services.clock();
    const rows = queryAll<AppointmentRow>(context.services.db, STUDENT_APPOINTMENTS_SQL, {
      userId: signedIn(context).idu,
      now,
    });
    return ok(rows.map((row) => toCita(row, now)));
  },
  cancelarCitaAlumno: cancel,
  reprogramarCitaAlumno: reschedule,
  listarCitasPsicologo: (context) => {
    const now = context.services.clock();
    const rows = queryAll<AppointmentRow>(context.services.db, PSYCHOLOGIST_APPOINTMENTS_SQL, {
      userId: ownPsychologist(context),
      now,
    });
    return ok(
      rows.map((row) => {
        const { psicologo: _psychologist, modificable: _changeable, ...cita } = toCita(row, now);
        return { ...cita, alumno: row.studentName, notas: row.notes };
      }),
    );
  },
  guardarNotasCitaPsicologo: (context) => {
    const row = appointment(context, context.params.idCita);
    if (row.psychologistId !== ownPsychologist(context)) throw forbidden();
    const notes = context.body.notas?.trim() || null;
    context.services.db.prepare(SAVE_NOTES_SQL).run({ id: row.idCita, notes });
    return ok(null, texts.notesSaved);
  },
  descargarCitaCalendario: calendarFile,
} satisfies Partial<ServiceHandlers<operations>>;
