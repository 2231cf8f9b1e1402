// SQL of the procedure areas' managers (migration 019's procedure_area_managers), with their load.

import { orderBy } from './simpleRest.ts';

const NAME = "u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname";
const OPEN = "('REGISTRADO', 'EN_REVISION', 'OBSERVADO')";

const FROM = `FROM procedure_area_managers m
  JOIN users u ON u.id = m.user_id
  JOIN procedure_areas a ON a.code = m.area_code`;

const WHERE = `WHERE (:area IS NULL OR m.area_code = :area)
    AND (:q IS NULL OR instr(fold(${NAME} || ' ' || u.username || ' '
      || coalesce(u.institutional_email, u.email, '')), fold(:q)) > 0)`;

// Requests in process assigned to the manager in the row's area; `:now` marks the overdue.
const LOAD = (overdue: boolean) => `(SELECT count(*) FROM procedure_requests r
    JOIN procedure_types t ON t.id = r.type_id
    WHERE r.manager_id = u.id AND t.area_code = m.area_code AND r.state IN ${OPEN}
      ${overdue ? 'AND r.due_at < :now' : ''})`;

const COLUMNS = `m.area_code || '-' || u.id AS id, u.id AS idUsuario, u.username AS usuario,
    ${NAME} AS nombre, coalesce(u.institutional_email, u.email) AS correo,
    m.area_code AS area, a.name AS nombreArea, ${LOAD(false)} AS asignados,
    ${LOAD(true)} AS vencidos`;

// What each sortable field of the API sorts by.
const SORT_COLUMNS: Record<string, string> = {
  nombre: 'nombre COLLATE NOCASE',
  usuario: 'u.username COLLATE NOCASE',
  area: 'm.area_code',
  asignados: 'asignados',
  vencidos: 'vencidos',
};

export const encargadoSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
      ${orderBy(SORT_COLUMNS, field, order, 'm.area_code, u.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${FROM} ${WHERE}`,
};
