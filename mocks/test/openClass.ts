/** What a test needs of a class of today to mark it (spec §3 Current class). */
export interface TodaysClass {
  idSeccion: number;
  idSesion: number;
  idHorario: number;
  sesion: number;
  claseModalidad: string;
  esAsincronico: boolean;
  estadoAsistencia: string | null;
  tiempoInicio: string;
  tiempoFinaliza: string;
}

/**
 * The marking body of a virtual, unmarked class open to the caller at `now` (the demo places
 * one around the moment it starts).
 */
export function openClass(classes: readonly TodaysClass[], now: number) {
  const open = classes.find(
    (item) =>
      item.claseModalidad === 'Virtual' &&
      !item.esAsincronico &&
      item.estadoAsistencia === null &&
      Date.parse(item.tiempoInicio) <= now &&
      now <= Date.parse(item.tiempoFinaliza),
  );
  if (!open) throw new Error('No class open to mark');
  const { idSeccion, idSesion, idHorario, sesion } = open;
  return { idSeccion, idSesion, idHorario, sesion };
}
