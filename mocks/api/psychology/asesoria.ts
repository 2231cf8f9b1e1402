import type { operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import {
  book,
  calendarFile,
  cancel,
  psychologistSessions,
  reschedule,
  saveNotes,
  studentAppointments,
} from './appointments.ts';
import {
  configurationFor,
  freeSlots,
  saveAvailability,
  slotsOf,
} from './availability.ts';
import { existingPsychologist, ownPsychologist } from './who.ts';
import { ok } from '../respond.ts';
import { PSYCHOLOGISTS_SQL } from './asesoria.sql.ts';

// Psychological orientation (issue 38): the rules live in ../psychology/, one module per job.
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
  listarCitasAlumno: studentAppointments,
  cancelarCitaAlumno: cancel,
  reprogramarCitaAlumno: reschedule,
  listarCitasPsicologo: psychologistSessions,
  guardarNotasCitaPsicologo: saveNotes,
  descargarCitaCalendario: calendarFile,
} satisfies Partial<ServiceHandlers<operations>>;
