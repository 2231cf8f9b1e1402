import type { components } from '../../../generated/main/paths.ts';
import { beforeCutoff, CUTOFF_HOURS } from '../../../src/lib/psychology/slotRules.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type HandlerContext } from '../context.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import {
  APPOINTMENT_SQL,
  BOOK_SQL,
  BY_KEY_SQL,
  CANCEL_SQL,
  MOVE_SQL,
  PSYCHOLOGIST_APPOINTMENTS_SQL,
  PSYCHOLOGIST_SQL,
  SAVE_NOTES_SQL,
  SLOT_SQL,
  STUDENT_APPOINTMENTS_SQL,
  UPCOMING_SQL,
  type SlotRow,
} from './asesoria.sql.ts';
import { ok } from '../respond.ts';
import { appointmentCalendar } from './appointmentCalendar.ts';
import { noticeBothSides, type AppointmentEvent } from './notices.ts';
import { psychologyTexts as texts } from './texts.ts';
import { holdsPermission, ownPsychologist } from './who.ts';

// The students' appointments (booking, cancelling, rescheduling until the cut-off), both sides'
// lists, the psychologist's private notes and an appointment's calendar file.

type Cita = components['schemas']['Cita'];

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

export function book(
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

export function cancel(context: HandlerContext<{ idCita: number }>) {
  const { db, clock } = context.services;
  const row = ownChangeable(context);
  db.prepare(CANCEL_SQL).run({ id: row.idCita, now: clock() });
  return finish(context, row.idCita, 'cancelled', texts.cancelled);
}

export function reschedule(
  context: HandlerContext<{ idCita: number }, unknown, { idAsesoria: number }>,
) {
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

export function calendarFile(context: HandlerContext<{ idCita: number }>) {
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

/** The student's own appointments, upcoming first. */
export function studentAppointments(context: HandlerContext) {
  const now = context.services.clock();
  const rows = queryAll<AppointmentRow>(context.services.db, STUDENT_APPOINTMENTS_SQL, {
    userId: signedIn(context).idu,
    now,
  });
  return ok(rows.map((row) => toCita(row, now)));
}

/** The psychologist's own sessions with the student's name and their notes. */
export function psychologistSessions(context: HandlerContext) {
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
}

/** The psychologist's notes of their own session (another's 403). */
export function saveNotes(
  context: HandlerContext<{ idCita: number }, unknown, { notas: string | null }>,
) {
  const row = appointment(context, context.params.idCita);
  if (row.psychologistId !== ownPsychologist(context)) throw forbidden();
  const notes = context.body.notas?.trim() || null;
  context.services.db.prepare(SAVE_NOTES_SQL).run({ id: row.idCita, notes });
  return ok(null, texts.notesSaved);
}
