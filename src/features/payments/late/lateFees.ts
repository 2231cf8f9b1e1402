import type { Cuota, PagosAlumnoResponseResults } from '@generated/main/model';

/** A fee with the programme it belongs to, as the late-payment pages list them. */
export interface ProgrammeFee extends Cuota {
  programa: string;
}

/** Every fee of the schedule, each with its programme's name. */
export const feesOf = (schedule: PagosAlumnoResponseResults): ProgrammeFee[] =>
  schedule.programas.flatMap((programme) =>
    programme.cuotas.map((fee) => ({ ...fee, programa: programme.programa })),
  );

const DAY = 86_400_000;
/** A fee falling due within these days may be rescheduled before it is overdue (the server's rule). */
export const DUE_SOON_DAYS = 7;

/** A Lima day moved by whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Whether the fee may get a new-date commitment today: overdue or due soon, and none yet. */
export const reschedulable = (fee: Cuota, today: string) =>
  fee.reprogramacion === null &&
  (fee.estado === 'VENCIDA' ||
    (fee.estado === 'PENDIENTE' && fee.vencimiento <= addDays(today, DUE_SOON_DAYS)));

/** The days a commitment may name: from tomorrow (or the day after its due day) to its limit. */
export function commitmentDays(fee: Cuota, today: string): string[] {
  const tomorrow = addDays(today, 1);
  const first = fee.vencimiento >= tomorrow ? addDays(fee.vencimiento, 1) : tomorrow;
  const last = addDays(today, fee.diasReagendar);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
