// One training read with the caller's standing in it (issue 16): the trainings pages, a path's
// trainings and the development line's training route all answer this shape.

import type { components } from '../../../generated/main/paths.ts';

type Schemas = components['schemas'];

/** Every training with the teacher's (`:teacherId`) enrolment and modules done, if any. */
export const TRAINING_FROM = `FROM trainings t
  LEFT JOIN training_enrolments e ON e.training_id = t.id AND e.teacher_id = :teacherId
  LEFT JOIN training_paths rp ON rp.id = t.path_id`;

export const TRAINING_COLUMNS = `t.id AS idCapacitacion, t.name AS nombre, t.kind AS tipo,
    t.modality AS modalidad, t.hours AS horas, t.starts_on AS fechaInicio, t.ends_on AS fechaFin,
    coalesce(e.status, 'SIN_INICIAR') AS estado,
    (SELECT count(*) FROM training_modules m WHERE m.training_id = t.id) AS modulos,
    (SELECT count(*) FROM training_module_progress p
      JOIN training_modules m ON m.id = p.module_id
      WHERE m.training_id = t.id AND p.teacher_id = :teacherId) AS modulosCompletados,
    e.grade AS nota, e.finished_on AS fechaFinalizacion, e.certificate_code AS certificado,
    rp.id AS idRuta, rp.name AS nombreRuta, rp.slug AS slugRuta`;

export interface TrainingRow {
  idCapacitacion: number;
  nombre: string;
  tipo: Schemas['TipoCapacitacion'];
  modalidad: Schemas['CapacitacionResumen']['modalidad'];
  horas: number;
  fechaInicio: string;
  fechaFin: string;
  estado: Schemas['EstadoCapacitacion'];
  modulos: number;
  modulosCompletados: number;
  nota: number | null;
  fechaFinalizacion: string | null;
  certificado: string | null;
  idRuta: number | null;
  nombreRuta: string | null;
  slugRuta: string | null;
}

/**
 * The row as the API answers it, on the Lima day `today`: progress is the modules done (all of
 * them once finished), and a training not finished by its end date is overdue.
 */
export function toCapacitacion(row: TrainingRow, today: string): Schemas['CapacitacionResumen'] {
  const finished = row.estado === 'FINALIZADA';
  const avance = finished
    ? 100
    : row.modulos === 0
      ? 0
      : Math.floor((row.modulosCompletados / row.modulos) * 100);
  return {
    idCapacitacion: row.idCapacitacion,
    nombre: row.nombre,
    tipo: row.tipo,
    modalidad: row.modalidad,
    horas: row.horas,
    fechaInicio: row.fechaInicio,
    fechaFin: row.fechaFin,
    estado: row.estado,
    modulos: row.modulos,
    modulosCompletados: finished ? row.modulos : row.modulosCompletados,
    avance,
    vencida: !finished && row.fechaFin < today,
    nota: row.nota,
    fechaFinalizacion: row.fechaFinalizacion,
    ruta:
      row.idRuta === null
        ? null
        : { idRuta: row.idRuta, nombre: row.nombreRuta!, slug: row.slugRuta! },
  };
}
