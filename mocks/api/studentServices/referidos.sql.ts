// SQL of the referrals students made (migration 016).

import { orderBy } from '../admin/simpleRest.ts';

const COLUMNS = `r.id, u.username AS referente,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS referenteNombre,
    r.nombres, r.apellidos, r.documento, r.telefono, r.correo, r.programme_id AS programaId,
    p.name || ' (' || b.code || ')' AS programa, r.estado, r.observacion,
    r.created_at AS registradoEn, r.version`;

const FROM = `FROM referrals r JOIN users u ON u.id = r.referrer_id
  JOIN programmes p ON p.id = r.programme_id JOIN brands b ON b.id = p.brand_id`;

const WHERE = `WHERE (:q IS NULL OR instr(fold(r.nombres || ' ' || r.apellidos || ' ' ||
      coalesce(r.documento, '') || ' ' || coalesce(r.correo, '') || ' ' || u.username || ' ' || u.first_name
      || ' ' || u.paternal_surname || ' ' || u.maternal_surname), fold(:q)) > 0)
    AND (:estado IS NULL OR r.estado = :estado)
    AND (:programaId IS NULL OR r.programme_id = :programaId)`;

// The join makes bare names ambiguous.
const SORT_COLUMNS: Record<string, string> = {
  registradoEn: 'r.created_at',
  apellidos: 'r.apellidos COLLATE NOCASE',
  estado: 'r.estado',
  id: 'r.id',
};

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SORTABLE = Object.keys(SORT_COLUMNS);

export const referidoSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
      ${orderBy(SORT_COLUMNS, field, order, 'r.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${FROM} ${WHERE}`,
  one: `SELECT ${COLUMNS} ${FROM} WHERE r.id = :id`,
  // Students register referrals from their own screens; here only the follow-up changes.
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE referrals SET estado = :estado, observacion = :observacion,
      version = version + 1
    WHERE id = :id AND version = :version`,
};

export const STATE_SQL = 'SELECT estado FROM referrals WHERE id = :id';
