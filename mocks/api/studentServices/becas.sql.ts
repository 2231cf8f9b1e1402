// SQL of the scholarships on offer and the caller's applications (migration 049).

export const CATALOGUE_SQL = `SELECT s.id, s.kind AS tipo, s.name AS nombre, s.benefit AS beneficio,
    s.conditions, (SELECT group_concat(code, ',') FROM (SELECT p.code FROM scholarship_periods sp
      JOIN periods p ON p.id = sp.period_id WHERE sp.scholarship_id = s.id
      ORDER BY p.starts_on)) AS periods
  FROM scholarships s ORDER BY s.position`;

export const APPLICATIONS_SQL = `SELECT a.id AS idSolicitud, s.kind AS tipo, s.name AS beca,
    p.code AS periodo, a.state, a.rejection_reason AS motivoRechazo, p.ends_on AS endsOn,
    a.applied_at AS solicitadaEn
  FROM scholarship_applications a JOIN scholarships s ON s.id = a.scholarship_id
  JOIN periods p ON p.id = a.period_id
  WHERE a.student_id = :studentId ORDER BY p.starts_on DESC, a.applied_at DESC, a.id DESC`;
