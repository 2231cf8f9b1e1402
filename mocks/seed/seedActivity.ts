import type { DatabaseSync } from 'node:sqlite';

const HOUR = 3_600_000;

interface ActivityInput {
  now: number;
  demoIds: Map<string, number>;
  demoStudentId: number;
  /** A generated student who starts with pending mandatory tasks. */
  taskedStudentId: number | null;
}

interface NotificationSeed {
  type: 'ACADEMICO' | 'ADMINISTRATIVO';
  subtype: string;
  title: string;
  subtitle?: string;
  description: string;
  linkName?: string;
  link?: string;
  icon: string;
  sectionId?: number;
  procedureRequestId?: number;
  isSeen?: boolean;
  hoursAgo: number;
}

const everyone: NotificationSeed[] = [
  {
    type: 'ADMINISTRATIVO',
    subtype: 'COMUNICADOS',
    title: 'Cronograma de matrícula 2027-I',
    description: 'Revisa las fechas de matrícula del próximo periodo.',
    icon: 'comunicado',
    hoursAgo: 50,
  },
  {
    type: 'ACADEMICO',
    subtype: 'ASISTENCIA',
    title: 'Recordatorio de clase',
    description: 'Tu clase empieza en 15 minutos.',
    icon: 'asistencia',
    isSeen: true,
    hoursAgo: 74,
  },
];

const FIRST_COURSE_SQL = `SELECT s.id AS sectionId, c.name, c.slug, e.programme_id AS productId
  FROM enrolments e
  JOIN section_students ss ON ss.enrolment_id = e.id
  JOIN sections s ON s.id = ss.section_id
  JOIN courses c ON c.id = s.course_id
  WHERE e.student_id = ? AND e.is_primary = 1
  ORDER BY c.id LIMIT 1`;

// Spec §2: links may hold [id_seccion] and [ID_SOLICITUD], which the client replaces.
function studentOnly(db: DatabaseSync, studentId: number): NotificationSeed[] {
  const course = db.prepare(FIRST_COURSE_SQL).get(studentId) as {
    sectionId: number;
    name: string;
    slug: string;
    productId: number;
  };
  return [
    {
      type: 'ACADEMICO',
      subtype: 'NOTAS',
      title: 'Nueva calificación publicada',
      subtitle: course.name,
      description: 'Tu docente registró la nota de la Evaluación Parcial.',
      linkName: 'Ver curso',
      link: `/estudiantes/cursos/${course.slug}-[id_seccion]/${course.productId}`,
      icon: 'calificacion',
      sectionId: course.sectionId,
      hoursAgo: 2,
    },
    {
      type: 'ADMINISTRATIVO',
      subtype: 'TRAMITES',
      title: 'Tu trámite fue atendido',
      subtitle: 'Constancia de estudios',
      description: 'La constancia solicitada ya está disponible para su descarga.',
      linkName: 'Ver trámite',
      link: '/estudiantes/tramites/programa-de-estudios/finalizados/[ID_SOLICITUD]',
      icon: 'tramite',
      procedureRequestId: 7001,
      hoursAgo: 26,
    },
  ];
}

/** Seeds a few notifications per demo account and the mandatory tasks of one generated student. */
export function seedActivity(db: DatabaseSync, input: ActivityInput): void {
  const insert = db.prepare(`INSERT INTO notifications (user_id, type, subtype, title, subtitle,
    description, link_name, link, icon, section_id, procedure_request_id, is_seen, created_at)
    VALUES (:userId, :type, :subtype, :title, :subtitle, :description, :linkName, :link, :icon,
      :sectionId, :procedureRequestId, :isSeen, :createdAt)`);
  const notify = (userId: number, n: NotificationSeed) =>
    insert.run({
      userId,
      type: n.type,
      subtype: n.subtype,
      title: n.title,
      subtitle: n.subtitle ?? null,
      description: n.description,
      linkName: n.linkName ?? null,
      link: n.link ?? null,
      icon: n.icon,
      sectionId: n.sectionId ?? null,
      procedureRequestId: n.procedureRequestId ?? null,
      isSeen: Number(n.isSeen ?? false),
      createdAt: input.now - n.hoursAgo * HOUR,
    });
  for (const userId of input.demoIds.values()) for (const n of everyone) notify(userId, n);
  for (const n of studentOnly(db, input.demoStudentId)) notify(input.demoStudentId, n);

  if (input.taskedStudentId === null) return;
  const insertTask = db.prepare(
    'INSERT INTO user_tasks (user_id, modulo, orden, code_config, url) VALUES (?, ?, ?, ?, ?)',
  );
  const tour = 'nueva_func_tour_estudiantes';
  insertTask.run(input.taskedStudentId, 'onBoarding', 1, null, '/onboarding');
  insertTask.run(input.taskedStudentId, tour, 20, tour, '/');
}
