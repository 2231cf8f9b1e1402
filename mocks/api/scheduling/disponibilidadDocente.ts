import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { writeAudit } from '../admin/audit.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { teacherAvailabilityTexts } from './texts.ts';
import {
  CLEAR_SQL,
  INSERT_SQL,
  NEXT_PERIOD_SQL,
  SLOTS_SQL,
  TEACHER_SQL,
  teachersPageSql,
} from './disponibilidadDocente.sql.ts';

type Week = components['schemas']['DisponibilidadDocenteResponse']['results'];
type Slot = components['schemas']['FranjaDisponible'];
const t = teacherAvailabilityTexts;

/** The period availability is declared for: the one after the current (404 when none is set). */
function nextPeriod(db: DatabaseSync) {
  const period = queryOne<{ id: number; code: string }>(db, NEXT_PERIOD_SQL);
  if (!period) throw notFound();
  return period;
}

/** A teacher of the brand's week, or 404 for anyone else. */
function weekOf(db: DatabaseSync, teacherId: number, brandId: number): Week {
  const period = nextPeriod(db);
  const teacher = queryOne<{ idDocente: number; nombre: string }>(db, TEACHER_SQL, {
    teacherId,
    brandId,
  });
  if (!teacher) throw notFound();
  const franjas = queryAll<Slot>(db, SLOTS_SQL, { teacherId, periodId: period.id });
  return { periodo: period.code, ...teacher, franjas };
}

const keyOf = (slot: Slot) => `${slot.dia}-${slot.hora}`;
const sameWeek = (a: readonly Slot[], b: readonly Slot[]) => {
  const before = new Set(a.map(keyOf));
  return a.length === b.length && b.every((slot) => before.has(keyOf(slot)));
};

export const disponibilidadDocenteHandlers = {
  obtenerDisponibilidadDocente: (context) => {
    const caller = signedIn(context);
    return ok(weekOf(context.services.db, caller.idu, caller.brandId));
  },

  guardarDisponibilidadDocente: (context) => {
    const caller = signedIn(context);
    const { db } = context.services;
    const franjas = context.body.franjas;
    if (new Set(franjas.map(keyOf)).size !== franjas.length) {
      throw new ApiError(400, 'Repeated hour', t.repeated, { errors: { franjas: [t.repeated] } });
    }
    return inTransaction(db, () => {
      const before = weekOf(db, caller.idu, caller.brandId);
      // spec §5: saving the week as it was is refused with its own message.
      if (sameWeek(before.franjas, franjas)) throw new ApiError(400, 'No changes', t.noChanges);
      const periodId = nextPeriod(db).id;
      db.prepare(CLEAR_SQL).run({ teacherId: caller.idu, periodId });
      const insert = db.prepare(INSERT_SQL);
      for (const slot of franjas) insert.run({ teacherId: caller.idu, periodId, ...slot });
      const after = weekOf(db, caller.idu, caller.brandId);
      writeAudit(db, {
        userId: caller.idu,
        resource: 'disponibilidadDocente',
        recordId: caller.idu,
        action: 'update',
        before: before.franjas,
        after: after.franjas,
        at: context.services.clock(),
      });
      return ok(after, t.saved);
    });
  },

  listarDisponibilidadDocentes: (context) => {
    const { query, services } = context;
    const { db } = services;
    const period = nextPeriod(db);
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 10;
    const filter = {
      brandId: signedIn(context).brandId,
      busqueda: query.busqueda?.trim() || null,
    };
    const docentes = queryAll<{ idDocente: number; nombre: string; horasDeclaradas: number }>(
      db,
      teachersPageSql.page,
      { ...filter, periodId: period.id, limit: tamanoPagina, offset: (pagina - 1) * tamanoPagina },
    );
    const { total } = queryOneOrThrow<{ total: number }>(db, teachersPageSql.count, filter);
    return ok({ periodo: period.code, total, pagina, tamanoPagina, docentes });
  },

  obtenerDisponibilidadDeDocente: (context) =>
    ok(weekOf(context.services.db, context.params.idDocente, signedIn(context).brandId)),
} satisfies Partial<ServiceHandlers<operations>>;
