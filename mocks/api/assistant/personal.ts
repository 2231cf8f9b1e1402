import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/chatbot/paths.ts';
import { queryAll } from '../../db/query.ts';
import { todaysClasses } from '../attendance/todaysClasses.ts';
import type { Caller } from '../authenticate.ts';
import { mineSql } from '../procedures/requests.sql.ts';
import { studentSchedule } from '../payments/schedule.ts';
import { dayEsPE, limaDay, limaTime } from '../limaDay.ts';
import type { Audience } from './corpus.ts';
import { routeLink, trayRoute } from './links.ts';
import { personalIntent } from './personalIntent.ts';
import { assistantTexts as t } from './texts.ts';

// Questions about the caller's own data (personalIntent.ts tells which), answered from the same
// reads the pages use: the classes of today or tomorrow (the attendance button's read of that
// day), the procedures in progress (the trays'), the fees (Pagos').

type Respuesta = components['schemas']['RespuestaAsistente'];

const personal = (
  respuesta: string,
  detalles: string[],
  titulo: string,
  enlace: Respuesta['fuentes'][number]['enlace'],
): Respuesta => ({
  tipo: 'MIS_DATOS',
  respuesta,
  detalles,
  fuentes: [{ tipo: 'MIS_DATOS', titulo, enlace }],
  acciones: [],
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's classes `days` after today's (0 today, 1 tomorrow). */
function classesOn(db: DatabaseSync, caller: Caller, now: number, days: 0 | 1): Respuesta {
  const role = caller.tip === 1 ? 'alumno' : 'docente';
  const texts = days === 0 ? t.today : t.tomorrow;
  const classes = todaysClasses(db, now + days * DAY_MS, caller.idu, role);
  const enlace =
    caller.tip === 1
      ? routeLink('estudiantes_horario', { slug: 'semana' })
      : routeLink('docentes_cursos');
  return personal(
    classes.length === 0 ? texts.none : texts.some(classes.length),
    classes.map((item) =>
      t.today.item(
        limaTime(Date.parse(item.fechaHoraInicio)),
        item.nombreCurso,
        item.grupoCodigo,
        item.aula ?? t.today.virtual,
      ),
    ),
    texts.title,
    enlace,
  );
}

function pending(db: DatabaseSync, caller: Caller, audience: Audience): Respuesta {
  const rows = queryAll<{ numero: string; typeName: string; state: string }>(
    db,
    mineSql('en-proceso').page,
    { userId: caller.idu, audience: null, limit: 20, offset: 0 },
  );
  return personal(
    rows.length === 0 ? t.pending.none : t.pending.some(rows.length),
    rows.map((row) =>
      t.pending.item(row.numero, row.typeName, t.pending.states[row.state] ?? row.state),
    ),
    t.pending.title,
    routeLink(trayRoute(audience)),
  );
}

function debt(db: DatabaseSync, caller: Caller, now: number): Respuesta {
  const fees = studentSchedule(db, caller.idu, limaDay(now)).programas.flatMap((programa) =>
    programa.cuotas.filter((cuota) => cuota.estado === 'PENDIENTE' || cuota.estado === 'VENCIDA'),
  );
  const total = fees.reduce((sum, fee) => sum + fee.totalCentimos, 0);
  const overdue = fees
    .filter((fee) => fee.estado === 'VENCIDA')
    .reduce((sum, fee) => sum + fee.totalCentimos, 0);
  return personal(
    fees.length === 0 ? t.debt.none : t.debt.some(total, overdue),
    fees.map((fee) =>
      t.debt.item(
        fee.concepto,
        dayEsPE(fee.vencimiento),
        fee.totalCentimos,
        fee.estado === 'VENCIDA',
      ),
    ),
    t.debt.title,
    routeLink('estudiantes_pagos'),
  );
}

/** The answer to a question about the caller's own data, or null when it is not one. */
export function personalAnswer(
  db: DatabaseSync,
  caller: Caller,
  audience: Audience,
  folded: string,
  now: number,
): Respuesta | null {
  switch (personalIntent(folded, caller.tip === 1)) {
    case 'DEBT':
      return debt(db, caller, now);
    case 'TODAY':
      return classesOn(db, caller, now, 0);
    case 'TOMORROW':
      return classesOn(db, caller, now, 1);
    case 'PENDING':
      return pending(db, caller, audience);
    case null:
      return null;
  }
}
