import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { sampleContentType, sampleName, sampleSize } from '../api/files/sampleFiles.ts';
import { foldText } from '../db/foldText.ts';
import { queryAll } from '../db/query.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '021_posts.sql';
const SEED = 2026;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const REACTIONS = [28823, 28824, 28825] as const;

/** How many posts the demo feed holds; the feed benchmark asks for more. */
export const DEMO_POSTS = 240;

// What the institute announces; `{marca}` is the brand's short code, for hashtags.
const ANNOUNCEMENTS = [
  'Inscripciones abiertas para el taller de robótica educativa. Cupos limitados, ¡no te quedes fuera! #Robótica{marca}',
  'Este sábado celebramos la Feria de Proyectos Integradores en el patio central. Trae a tu familia 🎉 #Feria{marca}',
  'Recuerda que el pago de la segunda cuota vence el viernes. Revisa tu estado de cuenta en https://pagos.campus.example',
  'La biblioteca amplía su horario durante la semana de evaluaciones: de 7:00 a. m. a 10:00 p. m. 📚',
  'Conoce a los ganadores del concurso de innovación tecnológica 🏆 ¡Felicitaciones a todos los equipos! #Innovación{marca}',
  'Charla gratuita: cómo preparar tu currículum para tu primer empleo. Inscríbete en https://eventos.campus.example/cv',
  'Campaña de salud: vacunación y tamizaje gratuitos en el tópico de tu sede durante toda la semana 💉',
  'El laboratorio de cómputo 3 estará en mantenimiento el lunes. Las clases pasan al laboratorio 5.',
  'Convocatoria a prácticas preprofesionales en empresas aliadas. Revisa los requisitos en la bolsa de trabajo 💼 #Empleabilidad',
  'Nuestro equipo de vóley clasificó a la final interinstitutos. ¡Vamos con todo! 🏐 #Deporte{marca}',
  'Nuevas becas de excelencia académica para el próximo periodo. Postula hasta fin de mes. #Becas{marca}',
  'Ceremonia de graduación: las togas se recogen en la oficina de bienestar desde el martes 🎓',
  'Taller de primeros auxilios con certificado. Vacantes por orden de inscripción.',
  'Semana de la ciencia: exposiciones, talleres y concursos en todas las sedes 🔬 #Ciencia{marca}',
  'Actualiza tus datos personales en el campus para recibir a tiempo tus avisos y constancias.',
  'Docentes: la capacitación en evaluación por competencias empieza el jueves a las 6:00 p. m.',
  'Conversatorio con egresados que hoy lideran sus propias empresas. Cupos en https://eventos.campus.example/egresados',
  'Cambio de horario de atención en secretaría académica durante las vacaciones de medio año.',
] as const;

// Fictional video ids on the two hosts spec §5 allows.
const VIDEOS = [
  'https://www.youtube.com/watch?v=cAmPuS00001',
  'https://youtu.be/cAmPuS00002',
  'https://vimeo.com/760000001',
  'https://www.youtube.com/watch?v=cAmPuS00003',
] as const;

const BUTTONS = ['Ver bases', 'Descargar afiche', 'Ver cronograma', 'Ver reglamento'] as const;
const MODULES = ['CI', 'CII', 'CIII', 'CIV', 'CV', 'CVI'] as const;

interface Publisher {
  id: number;
  areaId: number;
}

export interface PostPlanOptions {
  /** Posts to write. */
  count: number;
  /** Epoch ms the posts' dates count from (start dates, pins and schedules are about now). */
  now: number;
  /** Reactions per post at most. */
  maxReactions: number;
}

/**
 * 021's demo data: posts across audiences, divisions, media and dates (some pinned, some
 * scheduled), with reactions. Dates count from the time of seeding, not a fixed day: a pin or a
 * schedule is about the days to come, and a fixed day would leave none of either.
 */
export function seedPosts(db: DatabaseSync): void {
  writePosts(db, { count: DEMO_POSTS, now: seedingTime(db), maxReactions: 40 });
}

/** Writes `count` posts (and their files and reactions); the feed benchmark calls it too. */
export function writePosts(db: DatabaseSync, options: PostPlanOptions): void {
  const random = randomFor(SEED, MIGRATION);
  const now = Math.floor(options.now / MINUTE) * MINUTE;
  const publishers = queryAll<Publisher>(
    db,
    `SELECT u.id, COALESCE(a.id, 12) AS areaId FROM users u
      JOIN user_permissions p ON p.user_id = u.id AND p.permission = 'CONFPUBL'
      LEFT JOIN publication_areas a ON a.id = u.area_id ORDER BY u.id`,
  );
  const areas = queryAll<{ id: number }>(db, 'SELECT id FROM publication_areas ORDER BY id');
  const brands = queryAll<{ id: number; code: string }>(
    db,
    'SELECT id, code FROM brands ORDER BY id',
  );
  const programmes = queryAll<{ id: number; brandId: number }>(
    db,
    'SELECT id, brand_id AS brandId FROM programmes ORDER BY id',
  );
  const campuses = queryAll<{ id: number; brandId: number }>(
    db,
    'SELECT id, brand_id AS brandId FROM campuses ORDER BY id',
  );
  const current = queryAll<{ id: number }>(db, 'SELECT id FROM periods WHERE is_current = 1');
  const readers = queryAll<{ id: number; tip: number; brandId: number }>(
    db,
    'SELECT id, tip, brand_id AS brandId FROM users WHERE tip IN (1, 2) ORDER BY id',
  );
  if (publishers.length === 0 || brands.length === 0) return;

  const insertFile = db.prepare(`INSERT INTO files (owner_id, purpose, name, extension,
      content_type, size, stored_as, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertPost = db.prepare(`INSERT INTO posts (text, search_text, media, image_file_id,
      video_url, document_file_id, button_text, area_id, author_id, for_teachers, for_students,
      for_graduates, starts_at, pinned_students, pinned_teachers, pinned_until, advanced, media_key,
      created_at, updated_at)
    VALUES (:text, :search, :media, :image, :video, :document, :button, :area, :author,
      :teachers, :students, :graduates, :starts, :pinStudents, :pinTeachers, :pinnedUntil,
      :advanced, :key, :created, :created)`);
  const insertTarget = db.prepare(
    'INSERT OR IGNORE INTO post_targets (post_id, kind, value) VALUES (?, ?, ?)',
  );
  const insertReaction = db.prepare(
    'INSERT OR IGNORE INTO post_reactions (post_id, user_id, reaction, reacted_at) VALUES (?, ?, ?, ?)',
  );
  const firstFile = Number(
    (db.prepare('SELECT COALESCE(max(id), 0) AS id FROM files').get() as { id: number }).id,
  );

  for (let index = 0; index < options.count; index += 1) {
    const plan = planPost(random, index, options.count, now);
    const author = random.pick(publishers);
    // The demo student's and teacher's brand gets most posts, so their feed has pages.
    const division = random.chance(0.6) ? brands[0] : random.pick(brands);
    const text = random.pick(ANNOUNCEMENTS).replaceAll('{marca}', division.code);
    const created = Math.min(plan.startsAt, now) - random.int(5, 600) * MINUTE;
    let image: number | null = null;
    let document: number | null = null;
    if (plan.media === 'IMAGEN') {
      // The sample's number picks its poster, and keeps its stored name unique.
      const sample = firstFile + index * 2 + 1;
      image = Number(
        insertFile.run(
          author.id,
          'IMAGEN_PUBLICACION',
          `afiche-${index + 1}.png`,
          'png',
          sampleContentType('poster'),
          sampleSize('poster', sample),
          sampleName('poster', sample),
          created,
        ).lastInsertRowid,
      );
    }
    if (plan.document) {
      document = Number(
        insertFile.run(
          author.id,
          'DOCUMENTO_PUBLICACION',
          `bases-${index + 1}.pdf`,
          'pdf',
          sampleContentType('pdf'),
          sampleSize('pdf'),
          sampleName('pdf', 1_000_000 + firstFile + index * 2 + 2),
          created,
        ).lastInsertRowid,
      );
    }
    const postId = Number(
      insertPost.run({
        text,
        search: foldText(text),
        media: plan.media,
        image,
        video: plan.media === 'VIDEO' ? random.pick(VIDEOS) : null,
        document,
        button: plan.document ? random.pick(BUTTONS) : null,
        area: random.chance(0.5) ? author.areaId : random.pick(areas).id,
        author: author.id,
        teachers: plan.teachers ? 1 : 0,
        students: plan.students ? 1 : 0,
        graduates: plan.graduates ? 1 : 0,
        starts: plan.startsAt,
        pinStudents: plan.pinned && (plan.students || plan.graduates) ? 1 : 0,
        pinTeachers: plan.pinned && plan.teachers ? 1 : 0,
        pinnedUntil: plan.pinned ? plan.startsAt + random.int(3, 7) * DAY : null,
        advanced: plan.advanced ? 1 : 0,
        key: randomBytes(16).toString('hex'),
        created,
      }).lastInsertRowid,
    );
    insertTarget.run(postId, 'DIVISION', String(division.id));
    if (random.chance(0.15)) insertTarget.run(postId, 'DIVISION', String(random.pick(brands).id));
    if (plan.advanced) {
      const own = (items: { id: number; brandId: number }[]) =>
        items.filter((item) => item.brandId === division.id);
      const ownCampuses = own(campuses);
      const ownProgrammes = own(programmes);
      if (ownCampuses.length && random.chance(0.6)) {
        insertTarget.run(postId, 'SEDE', String(random.pick(ownCampuses).id));
      }
      if (ownProgrammes.length && random.chance(0.6)) {
        insertTarget.run(postId, 'PROGRAMA', String(random.pick(ownProgrammes).id));
      }
      if (random.chance(0.3)) insertTarget.run(postId, 'MODULO', random.pick(MODULES));
      if (current.length && random.chance(0.3)) {
        insertTarget.run(postId, 'PERIODO', String(current[0].id));
      }
      if (random.chance(0.2)) insertTarget.run(postId, 'PRODUCTO', 'CARRERA');
    }
    if (plan.startsAt > now) continue; // nobody reacts to what they cannot see yet
    const audience = readers.filter(
      (reader) =>
        reader.brandId === division.id &&
        ((reader.tip === 1 && (plan.students || plan.graduates)) ||
          (reader.tip === 2 && plan.teachers)),
    );
    const reactions = Math.min(audience.length, random.int(0, options.maxReactions));
    for (let count = 0; count < reactions; count += 1) {
      insertReaction.run(
        postId,
        random.pick(audience).id,
        // Most people are interested; fewer are moved or proud.
        REACTIONS[random.chance(0.6) ? 0 : random.int(1, 2)],
        Math.min(now, plan.startsAt + random.int(1, 72) * HOUR),
      );
    }
  }
}

interface PostPlan {
  startsAt: number;
  media: 'IMAGEN' | 'VIDEO' | null;
  document: boolean;
  students: boolean;
  teachers: boolean;
  graduates: boolean;
  pinned: boolean;
  advanced: boolean;
}

/**
 * One post's shape: most are published over the last months; a few pinned ones started in the
 * last days; a few are scheduled for the coming weeks.
 */
function planPost(random: Random, index: number, count: number, now: number): PostPlan {
  const scheduled = index % 25 === 3;
  const pinned = !scheduled && index % 40 === 7;
  const startsAt = scheduled
    ? now + random.int(1, 20) * DAY + random.int(0, 10) * HOUR
    : pinned
      ? now - random.int(1, 36) * HOUR
      : now - Math.round(((count - index) / count) * 150 * DAY) - random.int(0, 20) * HOUR;
  const roll = random.next();
  const audience = random.next();
  return {
    startsAt: Math.floor(startsAt / MINUTE) * MINUTE,
    media: roll < 0.45 ? 'IMAGEN' : roll < 0.6 ? 'VIDEO' : null,
    document: random.chance(0.15),
    // Mostly students; some for teachers, for both, or for graduates.
    students: audience < 0.8,
    teachers: audience >= 0.55 && audience < 0.92,
    graduates: audience >= 0.92 || random.chance(0.1),
    pinned,
    advanced: random.chance(0.2),
  };
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedPosts };
