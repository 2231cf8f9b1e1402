import { randomBytes } from 'node:crypto';
import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { scheduleCalendar } from './ical.ts';
import { attendanceTexts as texts } from './texts.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { limaDay, limaInstant } from '../limaDay.ts';
import { ok } from '../respond.ts';
import { STUDENT_SEAT, TEACHES } from './asistencia.sql.ts';
import { FEED_OWNER_SQL, FEED_SQL, SAVE_FEED_SQL, weekSql } from './horario.sql.ts';

type ClaseHorario = components['schemas']['ClaseHorario'];
type Role = 'alumno' | 'docente';

interface WeekRow extends Omit<ClaseHorario, 'fechaInicio' | 'fechaFin' | 'esAsincronico'> {
  startsAt: number;
  endsAt: number;
  isAsync: number;
  teamsUrl: string | null;
}

const DAY = 86_400_000;
const WEEK_DAYS = 7;
// The feed reaches this far back; forward it runs to the end of the period.
const FEED_PAST_DAYS = 28;
const FEED_DOMAIN = 'campus.example';

const member = (role: Role) => (role === 'alumno' ? STUDENT_SEAT : TEACHES);

function classesBetween(
  context: HandlerContext,
  role: Role,
  userId: number,
  from: number,
  to: number,
) {
  return queryAll<WeekRow>(context.services.db, weekSql(member(role)), { userId, from, to });
}

/** spec §9: the schedule asks for seven days, fechaInicio to fechaFin both included. */
function week(
  context: HandlerContext<unknown, { fechaInicio: string; fechaFin: string }>,
  role: Role,
) {
  const { fechaInicio, fechaFin } = context.query;
  const from = limaInstant(fechaInicio, '00:00');
  const to = limaInstant(fechaFin, '00:00') + DAY;
  if (to - from !== WEEK_DAYS * DAY) throw badRequest({ fechaFin: [texts.week] });
  const rows = classesBetween(context, role, signedIn(context).idu, from, to);
  return ok(
    rows.map(
      ({
        startsAt,
        endsAt,
        isAsync,
        teamsUrl: _teams,
        docenteNombre,
        cantidadAlumnos,
        ...row
      }) => ({
        ...row,
        fechaInicio: new Date(startsAt).toISOString(),
        fechaFin: new Date(endsAt).toISOString(),
        esAsincronico: isAsync === 1,
        // Students see who teaches; teachers how many they teach (spec §6: different data).
        docenteNombre: role === 'alumno' ? docenteNombre : null,
        cantidadAlumnos: role === 'docente' ? cantidadAlumnos : null,
      }),
    ),
  );
}

const feedPath = (token: string) => `/horario/calendario/${token}/horario.ics`;

function subscription(context: HandlerContext, renew: boolean) {
  const { db, clock } = context.services;
  const userId = signedIn(context).idu;
  const current = queryOne<{ token: string; createdAt: number }>(db, FEED_SQL, userId);
  if (current && !renew) {
    return ok({
      url: feedPath(current.token),
      creadoEn: new Date(current.createdAt).toISOString(),
    });
  }
  // 24 random bytes: 32 URL-safe characters nobody guesses.
  const token = randomBytes(24).toString('base64url');
  const now = clock();
  db.prepare(SAVE_FEED_SQL).run({ userId, token, now });
  return ok({ url: feedPath(token), creadoEn: new Date(now).toISOString() });
}

export const horarioHandlers = {
  obtenerHorarioAlumno: (context) => week(context, 'alumno'),
  obtenerHorarioDocente: (context) => week(context, 'docente'),
  obtenerSuscripcionCalendario: (context) => subscription(context, false),
  regenerarSuscripcionCalendario: (context) => subscription(context, true),
  // No session: the token is the credential, and a replaced one finds nobody.
  descargarCalendario: (context) => {
    const { db, clock } = context.services;
    const owner = queryOne<{ id: number; tip: number; name: string }>(
      db,
      FEED_OWNER_SQL,
      context.params.token,
    );
    if (!owner || (owner.tip !== 1 && owner.tip !== 2)) throw notFound();
    const now = clock();
    const rows = classesBetween(
      context,
      owner.tip === 1 ? 'alumno' : 'docente',
      owner.id,
      limaInstant(limaDay(now, -FEED_PAST_DAYS), '00:00'),
      Number.MAX_SAFE_INTEGER,
    );
    const calendar = scheduleCalendar(
      owner.name,
      rows.map((row) => ({
        idSesion: row.idSesion,
        curso: row.descripcionCurso,
        grupoCodigo: row.grupoCodigo,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        modality: row.tipoModalidad,
        isAsync: row.isAsync === 1,
        room: row.aula,
        campus: row.sede,
        teamsUrl: row.teamsUrl,
      })),
      { stamp: now, domain: FEED_DOMAIN },
    );
    context.reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="horario.ics"')
      .header('cache-control', 'private, max-age=900')
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(calendar, 'utf8');
  },
} satisfies Partial<ServiceHandlers<operations>>;
