// The posts' SQL. A reader's visibility and pins follow posts/viewer.ts (spec §6).

/** A filter of the post names none of `kind`, or one the profile `v` holds. */
const holds = (kind: string, field: string) => `(NOT EXISTS (SELECT 1 FROM post_targets t
    WHERE t.post_id = p.id AND t.kind = '${kind}')
  OR EXISTS (SELECT 1 FROM post_targets t WHERE t.post_id = p.id AND t.kind = '${kind}'
    AND t.value = json_extract(v.value, '$.${field}')))`;

// :admin reads everything (publicacionlistaradmin); anyone else what was published for them.
const VISIBLE = `(:admin = 1 OR (
  p.starts_at <= :now
  AND ((:students = 1 AND p.for_students = 1) OR (:graduates = 1 AND p.for_graduates = 1)
    OR (:teachers = 1 AND p.for_teachers = 1) OR :staff = 1)
  AND EXISTS (SELECT 1 FROM post_targets t WHERE t.post_id = p.id AND t.kind = 'DIVISION'
    AND t.value = :brand)
  AND (p.advanced = 0 OR :staff = 1 OR EXISTS (SELECT 1 FROM json_each(:profiles) v
    WHERE ${holds('SEDE', 'sede')} AND ${holds('PROGRAMA', 'programa')}
      AND ${holds('PERIODO', 'periodo')} AND ${holds('PRODUCTO', 'producto')}
      AND ${holds('MODULO', 'modulo')}))))`;

/** Pinned now for this reader: for their audience (the team: for any) until its end date. */
const PINNED = `(p.pinned_until > :now AND (
  ((:students = 1 OR :graduates = 1) AND p.pinned_students = 1)
  OR (:teachers = 1 AND p.pinned_teachers = 1)
  OR ((:staff = 1 OR :admin = 1) AND p.pinned_students + p.pinned_teachers > 0)))`;

const targets = (kind: string) => `(SELECT json_group_array(t.value) FROM (SELECT value
    FROM post_targets WHERE post_id = p.id AND kind = '${kind}' ORDER BY length(value), value) t)`;

const counter = (reaction: number) =>
  `(SELECT count(*) FROM post_reactions r WHERE r.post_id = p.id AND r.reaction = ${reaction})`;

const COLUMNS = `p.id, p.text, p.media, p.video_url AS videoUrl, p.button_text AS buttonText,
    p.area_id AS areaId, a.name AS areaName, p.author_id AS authorId,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS authorName,
    u.username AS authorUsername, u.photo_url AS authorPhoto, p.for_teachers AS forTeachers,
    p.for_students AS forStudents, p.for_graduates AS forGraduates, p.starts_at AS startsAt,
    p.pinned_students AS pinnedStudents, p.pinned_teachers AS pinnedTeachers,
    p.pinned_until AS pinnedUntil, p.advanced, p.media_key AS mediaKey, p.created_at AS createdAt,
    p.image_file_id AS imageId, fi.name AS imageName, fi.extension AS imageExtension,
    p.document_file_id AS documentId, fd.name AS documentName, fd.extension AS documentExtension,
    ${PINNED} AS pinnedNow,
    ${targets('DIVISION')} AS divisions, ${targets('SEDE')} AS campuses,
    ${targets('PROGRAMA')} AS programmes, ${targets('PERIODO')} AS periods,
    ${targets('PRODUCTO')} AS products, ${targets('MODULO')} AS modules,
    ${counter(28823)} AS interested, ${counter(28824)} AS moved, ${counter(28825)} AS proud,
    COALESCE((SELECT reaction FROM post_reactions r WHERE r.post_id = p.id
      AND r.user_id = :userId), 0) AS ownReaction`;

const FROM = `FROM posts p JOIN users u ON u.id = p.author_id
  JOIN publication_areas a ON a.id = p.area_id
  LEFT JOIN files fi ON fi.id = p.image_file_id
  LEFT JOIN files fd ON fd.id = p.document_file_id`;

const FEED_WHERE = `WHERE ${VISIBLE} AND (:q IS NULL OR instr(p.search_text, fold(:q)) > 0)`;

export const FEED_PAGE_SQL = `SELECT ${COLUMNS} ${FROM} ${FEED_WHERE}
  ORDER BY pinnedNow DESC, p.starts_at DESC, p.id DESC LIMIT :limit OFFSET :offset`;

export const FEED_COUNT_SQL = `SELECT count(*) AS total FROM posts p ${FEED_WHERE}`;

/** One post, if the reader may see it. */
export const VISIBLE_POST_SQL = `SELECT ${COLUMNS} ${FROM} WHERE p.id = :id AND ${VISIBLE}`;

export const COUNTERS_SQL = `SELECT ${counter(28823)} AS interested, ${counter(28824)} AS moved,
    ${counter(28825)} AS proud FROM posts p WHERE p.id = :id`;

export const REACTORS_SQL = `SELECT u.id, u.first_name || ' ' || u.paternal_surname || ' ' ||
    u.maternal_surname AS nombre, r.reaction AS idReaccion
  FROM post_reactions r JOIN users u ON u.id = r.user_id
  WHERE r.post_id = :id AND (:reaction IS NULL OR r.reaction = :reaction)
  ORDER BY r.reacted_at DESC, r.user_id DESC LIMIT 500`;

export const SET_REACTION_SQL = `INSERT INTO post_reactions (post_id, user_id, reaction, reacted_at)
  VALUES (:id, :userId, :reaction, :now)
  ON CONFLICT (post_id, user_id) DO UPDATE SET reaction = excluded.reaction,
    reacted_at = excluded.reacted_at`;

export const CLEAR_REACTION_SQL =
  'DELETE FROM post_reactions WHERE post_id = :id AND user_id = :userId';

export const POST_OWNER_SQL = `SELECT id, author_id AS authorId, starts_at AS startsAt,
    created_at AS createdAt, image_file_id AS imageId, document_file_id AS documentId,
    media_key AS mediaKey
  FROM posts WHERE id = ?`;

export const INSERT_POST_SQL = `INSERT INTO posts (text, search_text, media, image_file_id,
    video_url, document_file_id, button_text, area_id, author_id, for_teachers, for_students,
    for_graduates, starts_at, pinned_students, pinned_teachers, pinned_until, advanced, media_key,
    created_at, updated_at, idempotency_key)
  VALUES (:text, fold(:text), :media, :imageId, :videoUrl, :documentId, :buttonText, :areaId,
    :authorId, :forTeachers, :forStudents, :forGraduates, :startsAt, :pinnedStudents,
    :pinnedTeachers, :pinnedUntil, :advanced, :mediaKey, :now, :now, :key)`;

/** The post an author already published under an idempotency key (migration 034). */
export const POST_BY_KEY_SQL = `SELECT id FROM posts
  WHERE author_id = :authorId AND idempotency_key = :key`;

export const UPDATE_POST_SQL = `UPDATE posts SET text = :text, search_text = fold(:text),
    media = :media, image_file_id = :imageId, video_url = :videoUrl, document_file_id = :documentId,
    button_text = :buttonText, area_id = :areaId, for_teachers = :forTeachers,
    for_students = :forStudents, for_graduates = :forGraduates, starts_at = :startsAt,
    pinned_students = :pinnedStudents, pinned_teachers = :pinnedTeachers,
    pinned_until = :pinnedUntil, advanced = :advanced, updated_at = :now
  WHERE id = :id`;

export const DELETE_TARGETS_SQL = 'DELETE FROM post_targets WHERE post_id = ?';
export const INSERT_TARGET_SQL =
  'INSERT OR IGNORE INTO post_targets (post_id, kind, value) VALUES (?, ?, ?)';
export const DELETE_REACTIONS_SQL = 'DELETE FROM post_reactions WHERE post_id = ?';
export const DELETE_POST_SQL = 'DELETE FROM posts WHERE id = ?';

/**
 * An upload of the caller's for this purpose that no other post holds (`:postId` may keep its
 * own).
 */
export const OWN_UPLOAD_SQL = `SELECT f.id FROM files f WHERE f.id = :fileId
  AND f.owner_id = :ownerId AND f.purpose = :purpose
  AND NOT EXISTS (SELECT 1 FROM posts p WHERE (p.image_file_id = f.id OR p.document_file_id = f.id)
    AND p.id IS NOT :postId)`;

export const POST_FILE_SQL = `SELECT f.name, f.content_type AS contentType, f.stored_as AS storedAs
  FROM posts p JOIN files f ON f.id = :fileId
    AND (f.id = p.image_file_id OR f.id = p.document_file_id)
  WHERE p.id = :postId AND p.media_key = :key`;

export const AREA_SQL = `SELECT a.id, a.can_pin_students AS canPinStudents,
    a.can_pin_teachers AS canPinTeachers, a.can_pin_graduates AS canPinGraduates
  FROM users u LEFT JOIN publication_areas a ON a.id = u.area_id WHERE u.id = ?`;

export const AREAS_SQL = 'SELECT id, name AS nombre FROM publication_areas ORDER BY name';
export const DIVISIONS_SQL = 'SELECT id, name AS nombre FROM brands ORDER BY id';
export const CAMPUSES_SQL =
  'SELECT id, name AS nombre, brand_id AS idDivision FROM campuses ORDER BY brand_id, name';
export const CYCLES_SQL = 'SELECT code AS id, name AS nombre FROM cycles ORDER BY ordinal';
export const AREA_EXISTS_SQL = 'SELECT id FROM publication_areas WHERE id = ?';

/**
 * How many people the choices reach: students by their enrolments (graduates by the graduated
 * ones), teachers by the sections they teach this period. Each list is JSON; empty narrows nothing.
 */
const inList = (list: string, value: string) =>
  `(json_array_length(${list}) = 0 OR ${value} IN (SELECT value FROM json_each(${list})))`;

export const AUDIENCE_SIZE_SQL = `SELECT count(DISTINCT id) AS total FROM (
  SELECT u.id FROM users u JOIN enrolments e ON e.student_id = u.id
    JOIN programmes pr ON pr.id = e.programme_id
  WHERE u.is_active = 1 AND u.brand_id IN (SELECT value FROM json_each(:divisions))
    AND ((e.state <> 'EGRESADA' AND :students = 1) OR (e.state = 'EGRESADA' AND :graduates = 1))
    AND ${inList(':programmes', 'e.programme_id')} AND ${inList(':campuses', 'e.campus_id')}
    AND ${inList(':products', 'pr.kind')} AND ${inList(':modules', 'e.cycle_code')}
    AND ${inList(':periods', '(SELECT id FROM periods WHERE is_current = 1)')}
  UNION
  SELECT u.id FROM users u JOIN sections s ON s.teacher_id = u.id
    JOIN courses c ON c.id = s.course_id JOIN programmes pr ON pr.id = c.programme_id
    JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  WHERE :teachers = 1 AND u.is_active = 1
    AND u.brand_id IN (SELECT value FROM json_each(:divisions))
    AND ${inList(':programmes', 'c.programme_id')} AND ${inList(':campuses', 's.campus_id')}
    AND ${inList(':products', 'pr.kind')} AND ${inList(':modules', 'c.cycle_code')}
    AND ${inList(':periods', 's.period_id')})`;

// The cascade (filtro/* and publicacion/programas, periodos, productos): each list is JSON.
export const CASCADE_DIVISIONS_SQL = `SELECT b.id, b.name AS nombre FROM brands b
  WHERE json_array_length(:campuses) = 0 OR EXISTS (SELECT 1 FROM campuses c
    WHERE c.brand_id = b.id AND c.id IN (SELECT value FROM json_each(:campuses)))
  ORDER BY b.id`;

export const CASCADE_PROGRAMMES_SQL = `SELECT p.id, p.name AS nombre FROM programmes p
  WHERE (json_array_length(:divisions) = 0
      OR p.brand_id IN (SELECT value FROM json_each(:divisions)))
    AND (json_array_length(:campuses) = 0 OR EXISTS (SELECT 1 FROM courses c
      JOIN sections s ON s.course_id = c.id WHERE c.programme_id = p.id
        AND s.campus_id IN (SELECT value FROM json_each(:campuses))))
  ORDER BY p.name, p.id`;

export const CASCADE_PERIODS_SQL = `SELECT pe.id, pe.code AS nombre FROM periods pe
  WHERE json_array_length(:programmes) = 0 OR EXISTS (SELECT 1 FROM sections s
    JOIN courses c ON c.id = s.course_id WHERE s.period_id = pe.id
      AND c.programme_id IN (SELECT value FROM json_each(:programmes)))
  ORDER BY pe.starts_on DESC`;

export const CASCADE_PRODUCTS_SQL = `SELECT DISTINCT p.kind AS id FROM programmes p
  WHERE (json_array_length(:programmes) = 0
      OR p.id IN (SELECT value FROM json_each(:programmes)))
    AND (json_array_length(:periods) = 0 OR EXISTS (SELECT 1 FROM sections s
      JOIN courses c ON c.id = s.course_id WHERE c.programme_id = p.id
        AND s.period_id IN (SELECT value FROM json_each(:periods))))
  ORDER BY p.kind`;
