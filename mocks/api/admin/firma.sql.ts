// SQL of the signatures on the documents procedure types issue (migration 019).

import { orderBy } from './simpleRest.ts';

const COLUMNS = `s.id, s.type_id AS idTipoTramite, t.name AS tipoTramite, s.signer AS firmante,
    s.post AS cargo, s.position AS orden, s.is_active AS activo, s.version`;

const FROM = 'FROM procedure_signatures s JOIN procedure_types t ON t.id = s.type_id';

const WHERE = `WHERE (:q IS NULL OR instr(fold(s.signer || ' ' || s.post || ' ' || t.name), fold(:q)) > 0)
    AND (:idTipoTramite IS NULL OR s.type_id = :idTipoTramite)
    AND (:activo IS NULL OR s.is_active = :activo)`;

const SORT_COLUMNS: Record<string, string> = {
  tipoTramite: 't.name COLLATE NOCASE, s.position',
  firmante: 's.signer COLLATE NOCASE',
  orden: 's.position',
  id: 's.id',
};

export const SORTABLE = Object.keys(SORT_COLUMNS);

export const firmaSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
      ${orderBy(SORT_COLUMNS, field, order, 's.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${FROM} ${WHERE}`,
  one: `SELECT ${COLUMNS} ${FROM} WHERE s.id = :id`,
  insert: `INSERT INTO procedure_signatures (type_id, signer, post, position, is_active)
    VALUES (:idTipoTramite, :firmante, :cargo, :orden, :activo)`,
  update: `UPDATE procedure_signatures SET type_id = :idTipoTramite, signer = :firmante,
      post = :cargo, position = :orden, is_active = :activo, version = version + 1
    WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM procedure_signatures WHERE id = :id',
};

export const ISSUING_TYPE_SQL =
  'SELECT issues_document AS issues FROM procedure_types WHERE id = :idTipoTramite';

// Another active signature of the same type in the same place.
export const TAKEN_POSITION_SQL = `SELECT 1 AS taken FROM procedure_signatures
  WHERE type_id = :idTipoTramite AND position = :orden AND is_active = 1
    AND (:id IS NULL OR id <> :id)`;
