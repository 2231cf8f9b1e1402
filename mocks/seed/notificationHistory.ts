import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '018_notification_delivery.sql';
// A migration's seeder gets only the database: a fixed seed and "now" keep the history the same.
const SEED = 2027;
const SEEDED_AT = Date.parse('2026-11-20T15:00:00.000Z');
const HOUR = 3_600_000;
// Months of history, so the demo accounts' lists page (50 a page) and their tabs fill.
const HISTORY_HOURS = 120 * 24;
const PER_ACCOUNT = { alumno: 130, docente: 70, colaborador: 55, psicologo: 12, superadmin: 12 };
// What arrived in the last two days is mostly unseen; older notifications mostly were.
const RECENT_HOURS = 48;

export interface NotificationTemplate {
  type: 'ACADEMICO' | 'ADMINISTRATIVO';
  subtype: string;
  title: string;
  subtitle?: string;
  description: string;
  linkName?: string;
  link?: string;
  icon: string;
  component?: 'MODAL';
  route?: 'encuestas_completar';
  survey?: { code: string; typeId: number; programmedId: number };
  procedure?: boolean;
}

const everyone: NotificationTemplate[] = [
  {
    type: 'ADMINISTRATIVO',
    subtype: 'COMUNICADOS',
    title: 'Horario de atención en feriado',
    description: 'Las oficinas atenderán de 9:00 a 13:00 el próximo feriado.',
    icon: 'comunicado',
    component: 'MODAL',
  },
  {
    type: 'ADMINISTRATIVO',
    subtype: 'PUBLICACIONES',
    title: 'Nueva publicación en el inicio',
    subtitle: 'Feria de proyectos tecnológicos',
    description: 'Conoce los proyectos finalistas y vota por tu favorito.',
    linkName: 'Ver publicación',
    link: '/',
    icon: 'publicacion',
  },
  {
    type: 'ADMINISTRATIVO',
    subtype: 'COMUNICADOS',
    title: 'Mantenimiento de la plataforma',
    description: 'El campus no estará disponible el domingo de 2:00 a 4:00.',
    icon: 'comunicado',
  },
];

const student: NotificationTemplate[] = [
  {
    type: 'ACADEMICO',
    subtype: 'NOTAS',
    title: 'Nueva calificación publicada',
    subtitle: 'Base de Datos II',
    description: 'Tu docente registró la nota de la Práctica Calificada.',
    linkName: 'Ver mis notas',
    link: '/estudiantes/cursos/avance-curricular',
    icon: 'calificacion',
  },
  {
    type: 'ACADEMICO',
    subtype: 'CLASES',
    title: 'Tu clase empieza en 15 minutos',
    subtitle: 'Programación Web',
    description: 'Ingresa a tiempo para registrar tu asistencia.',
    linkName: 'Ver mi horario',
    link: '/estudiantes/horario/semana',
    icon: 'clase',
  },
  {
    type: 'ACADEMICO',
    subtype: 'ALERTA_ASISTENCIA',
    title: 'Estás cerca del límite de faltas',
    subtitle: 'Redes y Comunicaciones',
    description: 'Llevas 3 faltas de 4 permitidas en este curso.',
    icon: 'asistencia',
    component: 'MODAL',
  },
  {
    type: 'ACADEMICO',
    subtype: 'ENCUESTAS',
    title: 'Encuesta de satisfacción docente',
    description: 'Cuéntanos cómo van tus cursos; te tomará 3 minutos.',
    linkName: 'Responder',
    icon: 'encuesta',
    route: 'encuestas_completar',
    survey: { code: 'EVA_SATISFACCION', typeId: 847, programmedId: 311 },
  },
  {
    type: 'ADMINISTRATIVO',
    subtype: 'TRAMITES',
    title: 'Tu trámite avanzó',
    subtitle: 'Constancia de estudios',
    description: 'Tu solicitud pasó a revisión del área académica.',
    linkName: 'Ver trámite',
    link: '/estudiantes/tramites/programa-de-estudios/en-proceso/[ID_SOLICITUD]',
    icon: 'tramite',
    procedure: true,
  },
  {
    type: 'ADMINISTRATIVO',
    subtype: 'TRAMITE_OBSERVADO',
    title: 'Tu trámite fue observado',
    subtitle: 'Justificación de inasistencia',
    description: 'El documento adjunto no es legible. Adjunta una nueva copia.',
    linkName: 'Corregir trámite',
    link: '/estudiantes/tramites/programa-de-estudios/en-proceso/[ID_SOLICITUD]',
    icon: 'tramite',
    procedure: true,
  },
  {
    type: 'ADMINISTRATIVO',
    subtype: 'PAGOS',
    title: 'Tu cuota vence en 3 días',
    description: 'Evita la mora pagando antes del vencimiento.',
    linkName: 'Ver pagos',
    link: '/estudiantes/pagos',
    icon: 'pago',
  },
];

const teacher: NotificationTemplate[] = [
  {
    type: 'ACADEMICO',
    subtype: 'CLASES',
    title: 'Tu clase empieza en 15 minutos',
    subtitle: 'Algoritmos y Estructuras de Datos',
    description: 'Recuerda registrar tu asistencia al iniciar.',
    linkName: 'Ver programación',
    link: '/docentes/programacion-docente',
    icon: 'clase',
  },
  {
    type: 'ACADEMICO',
    subtype: 'ASISTENCIA',
    title: 'Asistencia pendiente de registrar',
    subtitle: 'Sección 4521',
    description: 'Aún no registras la asistencia de tu clase de ayer.',
    icon: 'asistencia',
    component: 'MODAL',
  },
  {
    type: 'ADMINISTRATIVO',
    subtype: 'TRAMITES',
    title: 'Solicitud de evaluación sustitutoria',
    description: 'Un estudiante de tu sección pidió una evaluación sustitutoria.',
    icon: 'tramite',
    procedure: true,
  },
];

/** What each demo account receives, by username (the live demo job sends the same). */
export const templatesByAccount: Record<keyof typeof PER_ACCOUNT, NotificationTemplate[]> = {
  alumno: [...student, ...everyone],
  docente: [...teacher, ...everyone],
  colaborador: everyone,
  psicologo: everyone,
  superadmin: everyone,
};

/** 018's demo data: months of notifications for each demo account, so their lists page and fill every tab. */
export function seedNotificationHistory(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const users = new Map(
    queryAll<{ id: number; username: string }>(db, 'SELECT id, username FROM users').map((user) => [
      user.username,
      user.id,
    ]),
  );
  const insert = db.prepare(`INSERT INTO notifications (user_id, type, subtype, title, subtitle,
      description, link_name, link, icon, procedure_request_id, is_seen, created_at, component,
      route, code_survey, id_type_survey, id_programing_survey)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const [username, count] of Object.entries(PER_ACCOUNT)) {
    const userId = users.get(username);
    if (userId === undefined) continue;
    for (let n = 0; n < count; n += 1) {
      const template = random.pick(templatesByAccount[username as keyof typeof PER_ACCOUNT]);
      const hoursAgo = random.int(3, HISTORY_HOURS);
      insert.run(
        userId,
        template.type,
        template.subtype,
        template.title,
        template.subtitle ?? null,
        template.description,
        template.linkName ?? null,
        template.link ?? null,
        template.icon,
        template.procedure ? random.int(7001, 7400) : null,
        Number(hoursAgo > RECENT_HOURS ? random.chance(0.9) : random.chance(0.2)),
        SEEDED_AT - hoursAgo * HOUR,
        template.component ?? null,
        template.route ?? null,
        template.survey?.code ?? null,
        template.survey?.typeId ?? null,
        template.survey?.programmedId ?? null,
      );
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedNotificationHistory };
