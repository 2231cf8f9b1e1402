import type { AccionSae, CasoSae } from '@generated/main/model';

export interface CaseAction {
  accion: AccionSae;
  caso: CasoSae;
}

/** Every action of the cases with the case it belongs to, by date. */
export const caseActions = (cases: readonly CasoSae[]): CaseAction[] =>
  cases
    .flatMap((caso) => caso.acciones.map((accion) => ({ accion, caso })))
    .sort((a, b) => a.accion.fecha.localeCompare(b.accion.fecha));

/** Still expected of the student: pending, on a case staff have not closed. */
export const isPending = ({ accion, caso }: CaseAction) =>
  accion.estado === 'PENDIENTE' && caso.estado !== 'CERRADO';

/**
 * The interview the student goes to next: one still pending, or one they confirmed that is still
 * ahead (issue 54: confirming it took its time and place off the dashboard).
 */
export const nextInterview = (cases: readonly CasoSae[], now: number): CaseAction | undefined =>
  caseActions(cases).find(
    ({ accion, caso }) =>
      accion.tipo === 'ENTREVISTA' &&
      caso.estado !== 'CERRADO' &&
      (accion.estado === 'PENDIENTE' ||
        (accion.estado === 'CONFIRMADA' && Date.parse(accion.fecha) >= now)),
  );

/**
 * When an action took place, as the history dates it: an interview at its own time, a form on the
 * day it was answered (issue 54: it read the day it was due).
 */
export const doneAt = (accion: AccionSae): string =>
  accion.tipo === 'ENTREVISTA' ? accion.fecha : (accion.realizadaEn ?? accion.fecha);
