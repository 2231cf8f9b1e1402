// SQL of procedure requests (migration 019): one summary row shape for every list and the detail.

import { fullNameSql as person } from '../../db/fullName.sql.ts';
import { OPEN } from '../../db/requestStates.sql.ts';

const FINAL = "('APROBADO', 'RECHAZADO')";

// A request's number as people read it and search it: T-<year filed, UTC>-<id on six digits>.
const REQUEST_NUMBER = `'T-' || strftime('%Y', r.filed_at / 1000, 'unixepoch') || '-' ||
    printf('%06d', r.id)`;

export const SUMMARY_COLUMNS = `r.id, ${REQUEST_NUMBER} AS numero, r.type_id AS typeId, t.code, t.slug, t.name AS typeName,
    t.area_code AS area, r.mode, r.state, r.filed_at AS filedAt, r.updated_at AS updatedAt,
    r.due_at AS dueAt, r.requester_id AS requesterId, ${person('ru')} AS requesterName,
    coalesce(e.code, ru.user_code) AS requesterCode, p.name AS programme, c.name AS campus,
    r.manager_id AS managerId, ${person('mu')} AS managerName, r.responder_id AS responderId,
    ${person('su')} AS responderName, r.version, r.fee_cents AS feeCents, r.comment,
    r.audience, r.enrolment_id AS enrolmentId, t.issues_document AS issuesDocument`;

export const SUMMARY_FROM = `FROM procedure_requests r
  JOIN procedure_types t ON t.id = r.type_id
  JOIN users ru ON ru.id = r.requester_id
  LEFT JOIN enrolments e ON e.id = r.enrolment_id
  LEFT JOIN programmes p ON p.id = e.programme_id
  LEFT JOIN campuses c ON c.id = e.campus_id
  LEFT JOIN users mu ON mu.id = r.manager_id
  LEFT JOIN users su ON su.id = r.responder_id`;

export const REQUEST_SQL = `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE r.id = :id`;

/** Whether a user manages an area. */
export const MANAGES_SQL = `SELECT EXISTS (SELECT 1 FROM procedure_area_managers
  WHERE area_code = :area AND user_id = :userId) AS manages`;

// The caller's own requests ('en-proceso', 'finalizados') or those waiting for their answer
// ('por-responder': a responder answers once, while the request is REGISTRADO).
const MINE_WHERE = {
  'en-proceso': `r.requester_id = :userId AND r.state IN ${OPEN}`,
  finalizados: `r.requester_id = :userId AND r.state IN ${FINAL}`,
  'por-responder': `r.responder_id = :userId AND r.state = 'REGISTRADO'`,
} as const;
const MINE_ORDER = {
  // What needs the requester first: observed ones, then the newest.
  'en-proceso': "r.state = 'OBSERVADO' DESC, r.updated_at DESC, r.id DESC",
  finalizados: 'r.closed_at DESC, r.id DESC',
  'por-responder': 'r.filed_at ASC, r.id ASC',
} as const;

export type MyTray = keyof typeof MINE_WHERE;

export const mineSql = (tray: MyTray) => {
  const where = `WHERE ${MINE_WHERE[tray]} AND (:audience IS NULL OR r.audience = :audience)`;
  return {
    page: `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} ${where}
      ORDER BY ${MINE_ORDER[tray]} LIMIT :limit OFFSET :offset`,
    count: `SELECT count(*) AS total FROM procedure_requests r ${where}`,
  };
};

export const SUMMARY_COUNTS_SQL = `SELECT
    count(*) FILTER (WHERE r.requester_id = :userId AND r.state IN ${OPEN}) AS enProceso,
    count(*) FILTER (WHERE r.requester_id = :userId AND r.state = 'OBSERVADO') AS observados,
    count(*) FILTER (WHERE r.requester_id = :userId AND r.state IN ${FINAL}) AS finalizados,
    count(*) FILTER (WHERE r.responder_id = :userId AND r.state = 'REGISTRADO') AS porResponder
  FROM procedure_requests r
  WHERE (r.requester_id = :userId OR r.responder_id = :userId)
    AND (:audience IS NULL OR r.audience = :audience OR r.responder_id = :userId)`;

// An admin tray: an area (and a mode for the ticket trays: the request's, as filed), pending or
// finished, filtered.
const TRAY_WHERE = `WHERE t.area_code = :area AND (:mode IS NULL OR r.mode = :mode)
    AND ((:pending = 1 AND r.state IN ${OPEN}) OR (:pending = 0 AND r.state IN ${FINAL}))
    AND (:typeId IS NULL OR r.type_id = :typeId)
    AND (:state IS NULL OR r.state = :state)
    AND (:from IS NULL OR r.filed_at >= :from)
    AND (:to IS NULL OR r.filed_at <= :to)
    AND (:programmeId IS NULL OR e.programme_id = :programmeId)
    AND (:campusId IS NULL OR e.campus_id = :campusId)
    AND (:requester IS NULL OR instr(fold(${person('ru')} || ' ' || ru.username || ' ' ||
      coalesce(e.code, ru.user_code) || ' ' || ${REQUEST_NUMBER}), fold(:requester)) > 0)`;

export const TRAY_SQL = {
  page: `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} ${TRAY_WHERE}
    ORDER BY CASE WHEN :pending = 1 THEN r.filed_at ELSE -r.closed_at END, r.id
    LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM procedure_requests r
    JOIN procedure_types t ON t.id = r.type_id
    JOIN users ru ON ru.id = r.requester_id
    LEFT JOIN enrolments e ON e.id = r.enrolment_id ${TRAY_WHERE}`,
};

export const TRAY_SUMMARY_SQL = `SELECT t.id AS idTipoTramite, t.name AS nombre,
    count(*) AS pendientes, count(*) FILTER (WHERE r.due_at < :now) AS vencidos
  FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
  WHERE t.area_code = :area AND (:mode IS NULL OR r.mode = :mode) AND r.state IN ${OPEN}
  GROUP BY t.id ORDER BY pendientes DESC, t.name`;

export const TRAY_FILTERS_SQL = {
  // A type whose mode changed still names the requests filed under its former mode.
  tipos: `SELECT t.id, t.name AS nombre FROM procedure_types t
    WHERE t.area_code = :area AND (:mode IS NULL OR t.mode = :mode OR EXISTS (SELECT 1
      FROM procedure_requests r WHERE r.type_id = t.id AND r.mode = :mode)) ORDER BY t.name`,
  programas: `SELECT p.id, p.name || ' (' || b.code || ')' AS nombre
    FROM programmes p JOIN brands b ON b.id = p.brand_id ORDER BY b.id, p.name`,
  sedes: `SELECT c.id, c.name || ' (' || b.code || ')' AS nombre
    FROM campuses c JOIN brands b ON b.id = c.brand_id ORDER BY b.id, c.name`,
};

export const MANAGERS_SQL = `SELECT u.id AS idUsuario, ${person('u')} AS nombre, u.username AS usuario,
    (SELECT count(*) FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
      WHERE r.manager_id = u.id AND t.area_code = :area AND r.state IN ${OPEN}) AS asignados
  FROM procedure_area_managers m JOIN users u ON u.id = m.user_id
  WHERE m.area_code = :area ORDER BY nombre`;

export const REQUESTERS_SQL = `SELECT DISTINCT u.id AS idUsuario, ${person('u')} AS nombre,
    coalesce(e.code, u.user_code) AS codigo
  FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
  JOIN users u ON u.id = r.requester_id LEFT JOIN enrolments e ON e.id = r.enrolment_id
  WHERE t.area_code IN (SELECT area_code FROM procedure_area_managers WHERE user_id = :userId)
    AND instr(fold(${person('u')} || ' ' || u.username || ' ' || coalesce(e.code, u.user_code)),
      fold(:q)) > 0
  ORDER BY nombre LIMIT 20`;

export const ANSWERS_SQL = `SELECT a.requirement_id AS idRequisito, q.name AS nombre, a.value AS valor,
    a.label AS texto FROM procedure_answers a JOIN procedure_requirements q ON q.id = a.requirement_id
  WHERE a.request_id = :id ORDER BY q.position`;

export const ATTACHMENTS_SQL = `SELECT f.id AS idArchivo, a.requirement_id AS idRequisito,
    q.name AS requisito, f.name AS nombre, f.extension, f.size AS tamano, a.stage AS etapa,
    a.event_id AS eventId
  FROM procedure_attachments a JOIN files f ON f.id = a.file_id
  LEFT JOIN procedure_requirements q ON q.id = a.requirement_id
  WHERE a.request_id = :id ORDER BY a.event_id, f.id`;

export const PENDING_OBSERVATION_SQL = `SELECT ev.comment AS comentario, ev.created_at AS fecha,
    ${person('u')} AS autor
  FROM procedure_events ev JOIN users u ON u.id = ev.author_id
  WHERE ev.request_id = :id AND ev.kind = 'OBSERVACION' ORDER BY ev.id DESC LIMIT 1`;

export const DOCUMENT_SQL = `SELECT id AS idDocumento, number AS numero, name AS nombre,
    issued_at AS emitidoEn, signers FROM issued_documents WHERE request_id = :id`;

export const EVENTS_SQL = `SELECT ev.id AS idEvento, ev.kind AS tipo, ev.category AS categoria,
    ev.from_state AS estadoAnterior, ev.to_state AS estadoNuevo, ev.comment AS comentario,
    ev.author_id AS authorId, ${person('u')} AS authorName, ev.author_role AS rol,
    ev.created_at AS fecha
  FROM procedure_events ev LEFT JOIN users u ON u.id = ev.author_id
  WHERE ev.request_id = :id ORDER BY ev.id`;

export const ATTACHMENT_FILE_SQL = `SELECT f.id, f.name, f.content_type AS contentType,
    f.stored_as AS storedAs
  FROM procedure_attachments a JOIN files f ON f.id = a.file_id
  WHERE a.request_id = :requestId AND a.file_id = :fileId`;
