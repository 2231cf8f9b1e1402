// SQL of the directives as students read and accept them: regulations of kind DIRECTIVA
// (migration 039), their versions and acceptances. Times are epoch ms.

/** The audiences a student reads besides nobody else's: theirs and everyone's. */
const STUDENT_AUDIENCES = "('ESTUDIANTES', 'TODOS')";

/** A directive's current version: its newest. */
const CURRENT_VERSION_OF = (regulation: string) => `(SELECT w.id FROM regulation_versions w
    WHERE w.regulation_id = ${regulation} ORDER BY w.numero DESC LIMIT 1)`;

const OWN_FROM = `FROM regulations r
  JOIN regulation_versions cur ON cur.id = ${CURRENT_VERSION_OF('r.id')}
  LEFT JOIN regulation_acceptances mine ON mine.version_id = cur.id AND mine.user_id = :userId
  WHERE r.tipo = 'DIRECTIVA' AND r.activo = 1 AND r.audiencia IN ${STUDENT_AUDIENCES}`;

/** Every active directive for students with its current version and the caller's acceptance. */
export const OWN_DIRECTIVES_SQL = `SELECT r.id, r.titulo, r.descripcion, cur.id AS versionId,
    cur.numero, cur.published_at AS publicadoEn, mine.accepted_at AS aceptadoEn
  ${OWN_FROM} ORDER BY r.titulo COLLATE NOCASE, r.id`;

export const OWN_PENDING_SQL = `SELECT count(*) AS pendientes ${OWN_FROM} AND mine.id IS NULL`;

/** One version with what decides whether the caller may read and accept it. */
export const VERSION_SQL = `SELECT v.id AS versionId, v.numero, v.contenido,
    v.published_at AS publicadoEn, r.id, r.titulo, r.descripcion,
    r.tipo = 'DIRECTIVA' AND r.activo = 1 AS visible,
    r.audiencia IN ${STUDENT_AUDIENCES} AS forStudents,
    v.id = ${CURRENT_VERSION_OF('r.id')} AS vigente
  FROM regulation_versions v JOIN regulations r ON r.id = v.regulation_id
  WHERE v.id = :versionId`;

// The unique (version, user) keeps one acceptance however many requests race: the handler reads
// `changes` to tell a second one.
export const ACCEPT_SQL = `INSERT INTO regulation_acceptances (version_id, user_id, accepted_at)
  VALUES (:versionId, :userId, :at) ON CONFLICT (version_id, user_id) DO NOTHING`;
