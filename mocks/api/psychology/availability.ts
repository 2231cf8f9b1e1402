import type { components } from '../../../generated/main/paths.ts';
import {
  CUTOFF_HOURS,
  isGridStart,
  lastEditableDay,
  SLOT_MINUTES,
  slotEndOf,
  slotRefusal,
} from '../../../src/lib/psychology/slotRules.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { signedIn, type HandlerContext } from '../context.ts';
import {
  CLOSE_SLOT_SQL,
  FREE_SLOTS_SQL,
  OPEN_SLOT_SQL,
  SLOT_SQL,
  SLOTS_SQL,
  type SlotRow,
} from './asesoria.sql.ts';
import { ok } from '../respond.ts';
import { calendarRulesOf, holidaysOf } from './calendarRules.ts';
import { dayRange } from './range.ts';
import { psychologyTexts as texts } from './texts.ts';
import { existingPsychologist, holdsPermission, ownPsychologist } from './who.ts';

// The psychologists' calendars (spec §4, §5, §7): what is open, opening and closing slots, the
// brand's rules, and the free slots students choose from.

type Conflicto = components['schemas']['ConflictoDisponibilidad'];
type SaveItem = components['schemas']['ItemDisponibilidad'];
type ConflictReason = keyof typeof texts.conflicts;
type Range = { fechaInicio: string; fechaFin: string };

const iso = (at: number) => new Date(at).toISOString();

/** A psychologist's opened slots between two days, free or booked (spec §3 Availability slot). */
export function slotsOf(context: HandlerContext<unknown, Range>, psychologistId: number) {
  const rows = queryAll<{ idAsesoria: number; startsAt: number; endsAt: number; booked: number }>(
    context.services.db,
    SLOTS_SQL,
    { psychologistId, ...dayRange(context.query) },
  );
  return ok(
    rows.map((row) => ({
      idAsesoria: row.idAsesoria,
      fechaHoraInicio: iso(row.startsAt),
      fechaHoraFin: iso(row.endsAt),
      estado: row.booked ? ('agendada' as const) : ('disponible' as const),
    })),
  );
}

/** spec §5 per item: opened, closed, or a conflict with its reason; nothing else changes. */
function applyItem(
  context: HandlerContext,
  psychologistId: number,
  item: SaveItem,
): 'saved' | 'removed' | ConflictReason {
  const { db, clock } = context.services;
  const now = clock();
  const rules = calendarRulesOf(db, psychologistId);
  if (item.idAsesoria === -1) {
    const start = Date.parse(item.fechaInicio);
    if (!isGridStart(start) || Date.parse(item.fechaFin) !== slotEndOf(start)) return 'grid';
    const refusal = slotRefusal(start, rules, now);
    if (refusal) return refusal;
    const { changes } = db
      .prepare(OPEN_SLOT_SQL)
      .run({ psychologistId, startsAt: start, endsAt: slotEndOf(start), now });
    return Number(changes) === 1 ? 'saved' : 'exists';
  }
  const slot = queryOne<SlotRow>(db, SLOT_SQL, item.idAsesoria);
  if (!slot || slot.psychologistId !== psychologistId) return 'unknown';
  const refusal = slotRefusal(slot.startsAt, rules, now, slot.booked === 1);
  if (refusal) return refusal;
  const { changes } = db.prepare(CLOSE_SLOT_SQL).run({ id: slot.id, psychologistId });
  return Number(changes) === 1 ? 'removed' : 'booked';
}

/** guardardisponibilidad: each item applied alone, the refused ones listed by reason. */
export function saveAvailability(
  context: HandlerContext<unknown, unknown, components['schemas']['GuardarDisponibilidadRequest']>,
) {
  const psychologistId = ownPsychologist(context);
  let guardados = 0;
  let eliminados = 0;
  const byReason = new Map<ConflictReason, Conflicto['observadas']>();
  for (const item of context.body.disponibilidadPsicologo) {
    const outcome = applyItem(context, psychologistId, item);
    if (outcome === 'saved') guardados += 1;
    else if (outcome === 'removed') eliminados += 1;
    else {
      const list = byReason.get(outcome) ?? [];
      list.push({ fechaInicio: item.fechaInicio, fechaFin: item.fechaFin });
      byReason.set(outcome, list);
    }
  }
  const agendasConflictos = [...byReason].map(([reason, observadas]) => ({
    mensaje: texts.conflicts[reason],
    observadas,
  }));
  return ok(
    {
      guardados,
      eliminados,
      conflictos: agendasConflictos.reduce((sum, entry) => sum + entry.observadas.length, 0),
      agendasConflictos,
    },
    texts.availabilitySaved,
  );
}

/** A psychologist reads their own; a coordinator (ADMDISPO) names one, or reads their brand's. */
export function configurationFor(context: HandlerContext<unknown, { idPsicologo?: number }>) {
  const caller = signedIn(context);
  const named = context.query.idPsicologo;
  const coordinator = holdsPermission(context, 'ADMDISPO');
  const subject =
    named === undefined
      ? caller.idu
      : coordinator
        ? existingPsychologist(context, named)
        : ownPsychologist(context, named);
  const { db, clock } = context.services;
  const rules = calendarRulesOf(db, subject);
  return ok({
    minutosAsesoria: SLOT_MINUTES,
    semanas: rules.weeks,
    sabadoHabilitado: rules.saturday,
    domingoHabilitado: rules.sunday,
    horasAnticipacion: CUTOFF_HOURS,
    ultimoDiaEditable: lastEditableDay(clock(), rules.weeks),
    feriados: holidaysOf(db, subject),
  });
}

/** Free slots from the cut-off on: never who booked the others. */
export function freeSlots(
  context: HandlerContext<unknown, { fechaInicio: string; fechaFin: string; idPsicologo?: number }>,
) {
  const now = context.services.clock();
  const { from, to } = dayRange(context.query);
  const rows = queryAll<{
    idAsesoria: number;
    startsAt: number;
    endsAt: number;
    idPsicologo: number;
    psicologo: string;
  }>(context.services.db, FREE_SLOTS_SQL, {
    from: Math.max(from, now + CUTOFF_HOURS * 3_600_000),
    to,
    psychologistId: context.query.idPsicologo ?? null,
  });
  return ok(
    rows.map(({ startsAt, endsAt, ...row }) => ({
      ...row,
      fechaHoraInicio: iso(startsAt),
      fechaHoraFin: iso(endsAt),
    })),
  );
}
