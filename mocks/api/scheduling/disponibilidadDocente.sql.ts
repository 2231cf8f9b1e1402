// SQL of teachers' declared availability for the next period (issue 40, migration 052's
// teacher_availability).

import { fullNameSql } from '../../db/fullName.sql.ts';
import { NEXT_PERIOD_SQL } from './docenteProgramacion.sql.ts';

export { NEXT_PERIOD_SQL };

export const TEACHER_SQL = `SELECT u.id AS idDocente, ${fullNameSql('u')} AS nombre
  FROM users u WHERE u.id = :teacherId AND u.tip = 2 AND u.brand_id = :brandId`;

export const SLOTS_SQL = `SELECT weekday AS dia, start_time AS hora FROM teacher_availability
  WHERE teacher_id = :teacherId AND period_id = :periodId ORDER BY weekday, start_time`;

export const CLEAR_SQL = `DELETE FROM teacher_availability
  WHERE teacher_id = :teacherId AND period_id = :periodId`;

export const INSERT_SQL = `INSERT INTO teacher_availability (teacher_id, period_id, weekday,
    start_time) VALUES (:teacherId, :periodId, :dia, :hora)`;

const TEACHERS_WHERE = `WHERE u.tip = 2 AND u.brand_id = :brandId
  AND (:busqueda IS NULL OR instr(fold(${fullNameSql('u')}), fold(:busqueda)) > 0)`;

export const teachersPageSql = {
  page: `SELECT u.id AS idDocente, ${fullNameSql('u')} AS nombre,
      (SELECT count(*) FROM teacher_availability f WHERE f.teacher_id = u.id
        AND f.period_id = :periodId) AS horasDeclaradas
    FROM users u ${TEACHERS_WHERE}
    ORDER BY u.first_name, u.paternal_surname, u.maternal_surname, u.id
    LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM users u ${TEACHERS_WHERE}`,
};
