// SQL of the documents approved procedures issued (migration 019), by the type that issued them.
// Staff reach only the documents of the procedure areas they manage (procedure_area_managers).

import { fullNameSql as person } from '../../db/fullName.sql.ts';

const ORIGIN_COLUMNS = `t.slug, t.code AS codigo, t.name AS nombre, t.area_code AS area,
    (SELECT count(*) FROM issued_documents d JOIN procedure_requests r ON r.id = d.request_id
      WHERE r.type_id = t.id) AS emitidos,
    (SELECT max(d.issued_at) FROM issued_documents d JOIN procedure_requests r ON r.id = d.request_id
      WHERE r.type_id = t.id) AS ultimoEmitido`;

export const ORIGINS_SQL = `SELECT ${ORIGIN_COLUMNS} FROM procedure_types t
  WHERE t.issues_document = 1
    AND t.area_code IN (SELECT area_code FROM procedure_area_managers WHERE user_id = :userId)
  ORDER BY t.name`;

export const ORIGIN_SQL = `SELECT ${ORIGIN_COLUMNS} FROM procedure_types t
  WHERE t.issues_document = 1 AND t.slug = :slug`;

const DOCUMENTS_FROM = `FROM issued_documents d JOIN procedure_requests r ON r.id = d.request_id
  JOIN procedure_types t ON t.id = r.type_id JOIN users u ON u.id = r.requester_id
  LEFT JOIN enrolments e ON e.id = r.enrolment_id
  WHERE t.slug = :slug AND (:q IS NULL OR instr(fold(d.number || ' ' || ${person('u')} || ' ' ||
    coalesce(e.code, u.user_code)), fold(:q)) > 0)`;

export const DOCUMENTS_SQL = {
  page: `SELECT d.id AS idDocumento, d.number AS numero, r.id AS idSolicitud,
      ${person('u')} AS solicitante, coalesce(e.code, u.user_code) AS codigoSolicitante,
      d.issued_at AS emitidoEn, d.signers
    ${DOCUMENTS_FROM} ORDER BY d.issued_at DESC, d.id DESC LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${DOCUMENTS_FROM}`,
};

export const DOCUMENT_PDF_SQL = `SELECT d.number AS numero, d.name AS nombre,
    t.area_code AS area, r.requester_id AS requesterId, ${person('u')} AS requester,
    coalesce(e.code, u.user_code) AS code, d.issued_at AS issuedAt, d.signers
  FROM issued_documents d JOIN procedure_requests r ON r.id = d.request_id
  JOIN procedure_types t ON t.id = r.type_id
  JOIN users u ON u.id = r.requester_id LEFT JOIN enrolments e ON e.id = r.enrolment_id
  WHERE d.id = :id`;
