import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/query.ts';
import { supportFaqs } from './supportFaqs.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Status = 'nuevo' | 'abierto' | 'pendiente' | 'resuelto' | 'cerrado';

interface DemoTicket {
  category: string;
  subject: string;
  status: Status;
  priority: string;
  /** Days before seeding it was filed. */
  ageDays: number;
  /** The conversation: the requester first, staff replies marked. */
  comments: readonly { staff: boolean; body: string }[];
  rating?: number;
}

// Fiction: a few tickets per demo account, one in each state, so every screen has something.
const STUDENT_TICKETS: readonly DemoTicket[] = [
  {
    category: 'PLATAFORMA',
    subject: 'No carga el video de mi clase grabada',
    status: 'abierto',
    priority: 'normal',
    ageDays: 2,
    comments: [
      { staff: false, body: 'Desde ayer el video de la clase del lunes se queda cargando.' },
      { staff: true, body: 'Gracias por avisarnos, estamos revisando la grabación.' },
    ],
  },
  {
    category: 'PAGOS',
    subject: 'Mi pago de la segunda cuota no aparece',
    status: 'pendiente',
    priority: 'alta',
    ageDays: 4,
    comments: [
      { staff: false, body: 'Pagué la segunda cuota en agente y todavía figura como pendiente.' },
      { staff: true, body: '¿Nos podrías enviar el número de operación de tu pago?' },
    ],
  },
  {
    category: 'TRAMITES',
    subject: 'Consulta sobre mi constancia de notas',
    status: 'resuelto',
    priority: 'normal',
    ageDays: 3,
    comments: [
      { staff: false, body: 'Mi constancia de notas no muestra el curso que aprobé en julio.' },
      { staff: true, body: 'Actualizamos tu historial: ya puedes descargar la constancia.' },
    ],
  },
  {
    category: 'ACADEMICO',
    subject: 'Cambio de sección en Matemática',
    status: 'cerrado',
    priority: 'baja',
    ageDays: 30,
    rating: 4,
    comments: [
      { staff: false, body: 'Quisiera saber si puedo cambiarme a la sección de la tarde.' },
      { staff: true, body: 'El cambio de turno se solicita como trámite desde tu campus.' },
    ],
  },
];

const TEACHER_TICKETS: readonly DemoTicket[] = [
  {
    category: 'PLATAFORMA',
    subject: 'No puedo registrar la asistencia de mi sección',
    status: 'nuevo',
    priority: 'normal',
    ageDays: 1,
    comments: [{ staff: false, body: 'El botón de asistencia aparece desactivado en mi clase.' }],
  },
  {
    category: 'ACADEMICO',
    subject: 'Acceso al sílabo del nuevo curso',
    status: 'resuelto',
    priority: 'normal',
    ageDays: 10,
    comments: [
      { staff: false, body: 'No encuentro el sílabo del curso que me asignaron este ciclo.' },
      { staff: true, body: 'Ya lo cargamos en la sección del curso, gracias por tu paciencia.' },
    ],
  },
];

const REQUESTERS: readonly [string, readonly DemoTicket[]][] = [
  ['alumno', STUDENT_TICKETS],
  ['docente', TEACHER_TICKETS],
];

/** 053's demo data: the frequent questions and the demo accounts' tickets. */
export function seedSupportDesk(db: DatabaseSync): void {
  const faq = db.prepare(
    'INSERT INTO faqs (question, answer, audiences, route_name, position) VALUES (?, ?, ?, ?, ?)',
  );
  supportFaqs.forEach((item, index) =>
    faq.run(item.question, item.answer, item.audiences, item.route, index + 1),
  );

  const staff = queryOne<{ id: number }>(db, "SELECT id FROM users WHERE username = 'colaborador'");
  if (!staff) return;
  const now = seedingTime(db);
  const ticket = db.prepare(`INSERT INTO support_tickets (requester_id, assignee_id, category,
      subject, status, priority, created_at, updated_at, resolved_at, closed_at, rating)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const comment = db.prepare(`INSERT INTO support_ticket_comments (ticket_id, author_id, is_staff,
      body, created_at) VALUES (?, ?, ?, ?, ?)`);
  const users = queryAll<{ id: number; username: string }>(
    db,
    "SELECT id, username FROM users WHERE username IN ('alumno', 'docente')",
  );
  for (const [username, tickets] of REQUESTERS) {
    const requester = users.find((user) => user.username === username);
    if (!requester) continue;
    for (const item of tickets) {
      const created = now - item.ageDays * DAY;
      const last = created + (item.comments.length - 1) * 6 * HOUR;
      const resolved = item.status === 'resuelto' || item.status === 'cerrado' ? last : null;
      const id = Number(
        ticket.run(
          requester.id,
          item.status === 'nuevo' ? null : staff.id,
          item.category,
          item.subject,
          item.status,
          item.priority,
          created,
          item.status === 'cerrado' ? last + HOUR : last,
          resolved,
          item.status === 'cerrado' ? last + HOUR : null,
          item.rating ?? null,
        ).lastInsertRowid,
      );
      item.comments.forEach((entry, index) =>
        comment.run(
          id,
          entry.staff ? staff.id : requester.id,
          entry.staff ? 1 : 0,
          entry.body,
          created + index * 6 * HOUR,
        ),
      );
    }
  }
}

export const seedStep: SeedStep = { migration: '053_support_desk.sql', run: seedSupportDesk };
