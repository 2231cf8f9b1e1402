// A week of classes (spec §3 Schedule item) and the calendar feed's classes; `:userId` belongs to
// the classes by the role's predicate (asistencia.sql.ts), `:from` and `:to` bound their starts.

const WEEK_COLUMNS = `cs.id AS idSesion, cs.section_id AS idSeccion, c.name AS descripcionCurso,
    cs.starts_at AS startsAt, cs.ends_at AS endsAt, cs.is_async AS isAsync,
    cs.modality AS tipoModalidad, cs.room AS aula, ca.name AS sede, s.group_code AS grupoCodigo,
    pe.code AS codigoPeriodo, c.programme_id AS idProducto, cs.teams_url AS teamsUrl,
    t.first_name || ' ' || t.paternal_surname || ' ' || t.maternal_surname AS docenteNombre,
    (SELECT count(*) FROM section_students ss WHERE ss.section_id = s.id) AS cantidadAlumnos`;

export const weekSql = (member: string) => `SELECT ${WEEK_COLUMNS}
  FROM class_sessions cs JOIN sections s ON s.id = cs.section_id
    JOIN courses c ON c.id = s.course_id JOIN campuses ca ON ca.id = s.campus_id
    JOIN periods pe ON pe.id = s.period_id LEFT JOIN users t ON t.id = s.teacher_id
  WHERE cs.starts_at >= :from AND cs.starts_at < :to AND ${member}
  ORDER BY cs.starts_at, cs.id`;

export const FEED_SQL = `SELECT token, created_at AS createdAt FROM calendar_feeds
  WHERE user_id = ?`;

export const SAVE_FEED_SQL = `INSERT INTO calendar_feeds (user_id, token, created_at)
  VALUES (:userId, :token, :now)
  ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`;

export const FEED_OWNER_SQL = `SELECT u.id, u.tip,
    u.first_name || ' ' || u.paternal_surname AS name
  FROM calendar_feeds f JOIN users u ON u.id = f.user_id
  WHERE f.token = ? AND u.is_active = 1`;
