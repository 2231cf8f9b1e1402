import type { AccionSae, CasoSae } from '@generated/main/model';

// The cases the SAE pages' tests are served: a tutoring case with a pending interview and form,
// an attended interview and a public note, and a case from a teacher's alert.

export const action = (
  idAccion: number,
  tipo: AccionSae['tipo'],
  estado: AccionSae['estado'],
  fecha: string,
  /** When it was confirmed or answered. @default its date, once not pending */
  realizadaEn: string | null = estado === 'PENDIENTE' ? null : fecha,
): AccionSae => ({
  idAccion,
  tipo,
  titulo: `${tipo === 'ENTREVISTA' ? 'Entrevista' : 'Ficha'} ${idAccion}`,
  lugar: tipo === 'ENTREVISTA' ? 'Oficina de tutoría' : '',
  fecha,
  estado,
  realizadaEn,
});

export const tutoringCase = (acciones: AccionSae[]): CasoSae => ({
  origen: 'TUTORIA',
  idCaso: 7,
  motivo: 'Organización del tiempo de estudio',
  curso: null,
  responsable: 'Rosa Paredes Quispe',
  estado: 'EN_ATENCION',
  abiertoEn: '2026-11-06T15:00:00.000Z',
  acciones,
  notas: [
    {
      fecha: '2026-11-13T16:00:00.000Z',
      autor: 'Rosa Paredes Quispe',
      texto: 'Acordamos un horario semanal de estudio.',
    },
  ],
});

export const alertCase: CasoSae = {
  origen: 'ALERTA_DOCENTE',
  idCaso: 3,
  motivo: 'Inasistencias',
  curso: 'Matemática Aplicada',
  responsable: 'Área de tutoría',
  estado: 'ABIERTO',
  abiertoEn: '2026-11-20T15:00:00.000Z',
  acciones: [],
  notas: [],
};
