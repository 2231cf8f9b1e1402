import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/query.ts';
import { procedureTexts } from '../api/procedures/texts.ts';
import { managerLink, requesterLink, responderLink } from '../api/procedures/transitions.ts';

export type DemoAccount = 'alumno' | 'docente' | 'colaborador' | 'psicologo' | 'superadmin';
export const DEMO_NOTIFIED: readonly DemoAccount[] = [
  'alumno',
  'docente',
  'colaborador',
  'psicologo',
  'superadmin',
];

/** One notification as the demo stores and the demo job sends it. */
export interface DemoNotification {
  type: 'ACADEMICO' | 'ADMINISTRATIVO';
  subtype: string;
  title: string;
  subtitle?: string;
  description: string;
  linkName?: string;
  link?: string;
  icon: string;
  component?: 'MODAL';
  route?: 'encuestas_completar' | 'encuestas_completar_curso';
  survey?: { code: string; typeId: number; programmedId: number };
  sectionId?: number;
  procedureRequestId?: number;
}

const everyone: readonly DemoNotification[] = [
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
    title: 'Horario de atención en feriado',
    description: 'Las oficinas atenderán de 9:00 a 13:00 el próximo feriado.',
    icon: 'comunicado',
    component: 'MODAL',
  },
  {
    type: 'ADMINISTRATIVO',
    subtype: 'COMUNICADOS',
    title: 'Mantenimiento de la plataforma',
    description: 'El campus no estará disponible el domingo de 2:00 a 4:00.',
    icon: 'comunicado',
    component: 'MODAL',
  },
];

const CURRENT_SECTIONS_SQL = `SELECT s.id AS sectionId, c.name, c.slug, e.programme_id AS programmeId
  FROM enrolments e
  JOIN section_students ss ON ss.enrolment_id = e.id
  JOIN sections s ON s.id = ss.section_id
  JOIN courses c ON c.id = s.course_id
  WHERE e.student_id = ? AND e.is_primary = 1 AND c.kind = 'REGULAR'
    AND s.period_id = (SELECT id FROM periods WHERE is_current = 1)
  ORDER BY c.id`;

const PENDING_SURVEYS_SQL = `SELECT a.schedule_id AS scheduleId, su.type_id AS typeId, su.code,
    su.title, su.description, c.name AS course
  FROM survey_assignments a
  JOIN survey_schedules sc ON sc.id = a.schedule_id
  JOIN surveys su ON su.id = sc.survey_id
  LEFT JOIN sections s ON s.id = sc.section_id
  LEFT JOIN courses c ON c.id = s.course_id
  WHERE a.user_id = ? AND a.state = 'PENDIENTE'
  ORDER BY a.schedule_id`;

const REQUESTS_SQL = `SELECT r.id, r.state, r.audience, t.slug, t.name AS typeName, t.area_code AS area,
    r.mode
  FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
  WHERE r.requester_id = :userId OR r.responder_id = :userId OR r.manager_id = :userId
  ORDER BY r.id`;

const TAUGHT_SQL = `SELECT s.id AS sectionId, c.name, c.slug, p.code AS periodCode
  FROM sections s JOIN courses c ON c.id = s.course_id JOIN periods p ON p.id = s.period_id
  WHERE s.teacher_id = ? AND p.is_current = 1 AND c.kind = 'REGULAR'
  ORDER BY s.id`;

const OPEN_MANUAL_SQL = `SELECT count(*) AS open FROM procedure_requests r
  JOIN procedure_types t ON t.id = r.type_id
  WHERE r.mode = 'MANUAL' AND t.area_code = 'SM-TK'
    AND r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')`;

interface Course {
  sectionId: number;
  name: string;
  slug: string;
}
interface Survey {
  scheduleId: number;
  typeId: number;
  code: string;
  title: string;
  description: string;
  course: string | null;
}
interface Request {
  id: number;
  state: string;
  audience: 'CARRERA' | 'EXTENSION' | 'DOCENTE';
  slug: string;
  typeName: string;
  area: 'SM-TK' | 'SM-VD';
  mode: 'MANUAL' | 'AUTOMATICO';
}

const OPEN = new Set(['REGISTRADO', 'EN_REVISION', 'OBSERVADO']);
const { notifications: said, linkName } = procedureTexts;

/** The requester's news of a request of theirs, in the words the live events use. */
function requestNews(request: Request, title: string, description: string): DemoNotification {
  return {
    type: 'ADMINISTRATIVO',
    subtype: request.state === 'OBSERVADO' ? 'TRAMITE_OBSERVADO' : 'TRAMITES',
    title,
    subtitle: request.typeName,
    description,
    linkName,
    link: requesterLink(request, !OPEN.has(request.state)),
    icon: 'tramite',
    procedureRequestId: request.id,
  };
}

function surveyNotice(survey: Survey): DemoNotification {
  const ofCourse = survey.course !== null;
  return {
    type: 'ACADEMICO',
    subtype: 'ENCUESTAS',
    title: survey.title,
    subtitle: survey.course ?? undefined,
    description: survey.description,
    linkName: 'Responder',
    icon: 'encuesta',
    route: ofCourse ? 'encuestas_completar_curso' : 'encuestas_completar',
    survey: { code: survey.code, typeId: survey.typeId, programmedId: survey.scheduleId },
  };
}

function studentNotifications(db: DatabaseSync, userId: number): DemoNotification[] {
  const courses = queryAll<Course & { programmeId: number }>(db, CURRENT_SECTIONS_SQL, userId);
  const surveys = queryAll<Survey>(db, PENDING_SURVEYS_SQL, userId);
  const requests = queryAll<Request>(db, REQUESTS_SQL, { userId }).filter(
    (request) => request.audience !== 'DOCENTE',
  );
  const first = (state: string) => requests.find((request) => request.state === state);
  const notices: (DemoNotification | undefined)[] = [];
  const [graded, nextClass, absences] = courses;
  if (graded) {
    notices.push({
      type: 'ACADEMICO',
      subtype: 'NOTAS',
      title: 'Nueva calificación publicada',
      subtitle: graded.name,
      description: 'Tu docente registró la nota de la Evaluación Parcial.',
      linkName: 'Ver curso',
      link: `/estudiantes/cursos/${graded.slug}-[id_seccion]/${graded.programmeId}`,
      icon: 'calificacion',
      sectionId: graded.sectionId,
    });
  }
  if (nextClass) {
    notices.push({
      type: 'ACADEMICO',
      subtype: 'CLASES',
      title: 'Tu clase empieza en 15 minutos',
      subtitle: nextClass.name,
      description: 'Ingresa a tiempo para registrar tu asistencia.',
      linkName: 'Ver mi horario',
      link: '/estudiantes/horario/semana',
      icon: 'clase',
    });
  }
  const studentSurvey = surveys.find((survey) => survey.course === null);
  const courseSurvey = surveys.find((survey) => survey.course !== null);
  for (const survey of [studentSurvey, courseSurvey])
    if (survey) notices.push(surveyNotice(survey));
  if (absences) {
    notices.push({
      type: 'ACADEMICO',
      subtype: 'ALERTA_ASISTENCIA',
      title: 'Estás cerca del límite de faltas',
      subtitle: absences.name,
      description: 'Llevas 3 faltas de 4 permitidas en este curso.',
      linkName: 'Ver curso',
      link: `/estudiantes/cursos/${absences.slug}-[id_seccion]/${absences.programmeId}`,
      icon: 'asistencia',
      component: 'MODAL',
      sectionId: absences.sectionId,
    });
  }
  const observed = first('OBSERVADO');
  const inReview = first('EN_REVISION');
  const approved = requests.find((r) => r.state === 'APROBADO' && r.mode === 'MANUAL');
  const registered = first('REGISTRADO');
  if (observed) {
    notices.push(
      requestNews(observed, 'Tu trámite fue observado', said.OBSERVACION(observed.typeName)),
    );
  }
  if (inReview) {
    notices.push(
      requestNews(
        inReview,
        'Tu trámite avanzó',
        `Tu solicitud de ${inReview.typeName} pasó a revisión del área.`,
      ),
    );
  }
  if (approved) {
    notices.push(
      requestNews(approved, 'Tu trámite fue aprobado', said.APROBACION(approved.typeName)),
    );
  }
  if (registered) {
    notices.push(
      requestNews(registered, 'Recibimos tu trámite', said.REGISTRO(registered.typeName)),
    );
  }
  notices.push({
    type: 'ADMINISTRATIVO',
    subtype: 'COMUNICADOS',
    title: 'Cronograma de matrícula 2027-I',
    description: 'Revisa las fechas de matrícula del próximo periodo.',
    icon: 'comunicado',
    component: 'MODAL',
  });
  return notices.filter((notice) => notice !== undefined);
}

function teacherNotifications(db: DatabaseSync, userId: number): DemoNotification[] {
  const [nextClass, unmarked] = queryAll<Course & { periodCode: string }>(db, TAUGHT_SQL, userId);
  const requests = queryAll<Request>(db, REQUESTS_SQL, { userId });
  const toAnswer = requests.find(
    (request) => request.audience !== 'DOCENTE' && OPEN.has(request.state),
  );
  const own = requests.find(
    (request) => request.audience === 'DOCENTE' && request.state === 'OBSERVADO',
  );
  const notices: DemoNotification[] = [];
  if (nextClass) {
    notices.push({
      type: 'ACADEMICO',
      subtype: 'CLASES',
      title: 'Tu clase empieza en 15 minutos',
      subtitle: nextClass.name,
      description: 'Recuerda registrar tu asistencia al iniciar.',
      linkName: 'Ver clase',
      link: `/docentes/cursos/${nextClass.slug}-[id_seccion]/${nextClass.periodCode}`,
      icon: 'clase',
      sectionId: nextClass.sectionId,
    });
  }
  if (unmarked) {
    notices.push({
      type: 'ACADEMICO',
      subtype: 'ASISTENCIA',
      title: 'Asistencia pendiente de registrar',
      subtitle: unmarked.name,
      description: 'Aún no registras la asistencia de tu clase de ayer.',
      linkName: 'Ver clase',
      link: `/docentes/cursos/${unmarked.slug}-[id_seccion]/${unmarked.periodCode}`,
      icon: 'asistencia',
      component: 'MODAL',
      sectionId: unmarked.sectionId,
    });
  }
  if (toAnswer) {
    notices.push({
      type: 'ADMINISTRATIVO',
      subtype: 'TRAMITES',
      title: 'Trámite por atender',
      subtitle: toAnswer.typeName,
      description: said.toAnswer(toAnswer.typeName),
      linkName,
      link: responderLink(toAnswer),
      icon: 'tramite',
      procedureRequestId: toAnswer.id,
    });
  }
  if (own)
    notices.push(requestNews(own, 'Tu trámite fue observado', said.OBSERVACION(own.typeName)));
  return notices;
}

function managerNotifications(db: DatabaseSync, userId: number): DemoNotification[] {
  const assigned = queryAll<Request>(db, REQUESTS_SQL, { userId }).find(
    (request) =>
      request.area === 'SM-TK' &&
      request.mode === 'MANUAL' &&
      (request.state === 'REGISTRADO' || request.state === 'EN_REVISION'),
  );
  const open = queryOne<{ open: number }>(db, OPEN_MANUAL_SQL)?.open ?? 0;
  const notices: DemoNotification[] = [
    {
      type: 'ADMINISTRATIVO',
      subtype: 'TRAMITES',
      title: 'Solicitudes pendientes en tickets manuales',
      description: `La bandeja de tickets manuales tiene ${open} solicitudes por atender.`,
      linkName: 'Ver bandeja',
      link: '/admin/tramites/tickets-manuales/pendientes',
      icon: 'tramite',
    },
  ];
  if (assigned) {
    notices.push({
      type: 'ADMINISTRATIVO',
      subtype: 'TRAMITES',
      title: 'Trámite por atender',
      subtitle: assigned.typeName,
      description: said.assigned(assigned.typeName),
      linkName,
      link: managerLink(assigned),
      icon: 'tramite',
      procedureRequestId: assigned.id,
    });
  }
  return notices;
}

/**
 * What a demo account is told, newest first, drawn from its own data: the surveys assigned to
 * it, its requests (or those it answers or manages), the courses it takes or teaches. Each title
 * once, and every link opens for the account.
 */
export function demoNotificationsFor(
  db: DatabaseSync,
  account: DemoAccount,
  userId: number,
): DemoNotification[] {
  const own =
    account === 'alumno'
      ? studentNotifications(db, userId)
      : account === 'docente'
        ? teacherNotifications(db, userId)
        : account === 'colaborador'
          ? managerNotifications(db, userId)
          : [];
  return [...own, ...everyone];
}
