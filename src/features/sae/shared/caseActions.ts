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
