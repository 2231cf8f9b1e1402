import type { DemoServices } from '../context.ts';
import { dayEsPE, limaDay, limaTime } from '../limaDay.ts';
import { notify } from '../notifications/notify.ts';
import { psychologyTexts as texts } from './texts.ts';

export type AppointmentEvent = 'booked' | 'cancelled' | 'rescheduled' | 'reminder';

export interface NoticeTarget {
  studentId: number;
  studentName: string;
  psychologistId: number;
  psychologistName: string;
  startsAt: number;
}

// Each side reads its own page: the student their history, the psychologist their sessions.
const STUDENT_LINK = '/estudiantes/servicios/orientacion-psicologica/historial';
const PSYCHOLOGIST_LINK = '/psicologos/orientacion-psicologica';

const titles: Record<AppointmentEvent, { student: string; psychologist: string }> = {
  booked: {
    student: texts.notify.bookedStudentTitle,
    psychologist: texts.notify.bookedPsychologistTitle,
  },
  cancelled: {
    student: texts.notify.cancelledStudentTitle,
    psychologist: texts.notify.cancelledPsychologistTitle,
  },
  rescheduled: {
    student: texts.notify.rescheduledStudentTitle,
    psychologist: texts.notify.rescheduledPsychologistTitle,
  },
  reminder: {
    student: texts.notify.reminderStudentTitle,
    psychologist: texts.notify.reminderPsychologistTitle,
  },
};

/** dd/mm/yyyy HH:MM in Lima. */
const when = (at: number) => `${dayEsPE(limaDay(at))} ${limaTime(at)}`;

/** Tells both sides of an appointment what happened to it, through the one `notify()`. */
export function noticeBothSides(
  services: DemoServices,
  event: AppointmentEvent,
  target: NoticeTarget,
): void {
  const common = { type: 'ADMINISTRATIVO' as const, subtype: 'ORIENTACION_PSICOLOGICA' };
  notify(services, target.studentId, {
    ...common,
    title: titles[event].student,
    description: texts.notify.withPsychologist(when(target.startsAt), target.psychologistName),
    linkName: texts.notify.linkName,
    link: STUDENT_LINK,
  });
  notify(services, target.psychologistId, {
    ...common,
    title: titles[event].psychologist,
    description: texts.notify.withStudent(when(target.startsAt), target.studentName),
    linkName: texts.notify.linkName,
    link: PSYCHOLOGIST_LINK,
  });
}
