import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { queryFlag, queryOne } from '../../db/query.ts';
import { bit, createCrudHandlers, withFlags } from './crud.ts';
import { filterFlag, filterInteger, filterText } from './simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { adminTexts } from './texts.ts';
import {
  HAS_SUBTASKS_SQL,
  ORDER_TAKEN_SQL,
  TASK_LEVEL_SQL,
  SORTABLE,
  TOUR_EXISTS_SQL,
  TOUR_MODULE_PREFIX,
  tareaSql,
} from './tareas.sql.ts';

type Schemas = components['schemas'];
type Tarea = Schemas['Tarea'];
type Body = Schemas['TareaNueva'] | Schemas['TareaCambios'];
type Values = Record<string, SQLInputValue>;

const pick = (values: Values, ...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, values[name] ?? null]));

/** A subtask's parent: a top-level task of the same audience, other than the task itself. */
function parentError(db: DatabaseSync, values: Values, id: number | null): string | null {
  if (values.parentId === null) return null;
  const parent = queryOne<{ audiencia: string; parentId: number | null }>(
    db,
    TASK_LEVEL_SQL,
    values.parentId,
  );
  const valid =
    parent &&
    parent.parentId === null &&
    parent.audiencia === values.audiencia &&
    id !== values.parentId;
  return valid ? null : adminTexts.taskParentInvalid;
}

/** spec §3-4: the flow's rules the schema cannot state, as field errors (none is null). */
function flowRules(db: DatabaseSync, values: Values, id: number | null): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | null) => {
    if (message) errors[field] = [...(errors[field] ?? []), message];
  };
  const subtask = values.parentId !== null;
  if (queryFlag(db, ORDER_TAKEN_SQL, { ...pick(values, 'audiencia', 'parentId', 'orden'), id })) {
    add('orden', subtask ? adminTexts.subtaskOrderTaken : adminTexts.taskOrderTaken);
  }
  add('tareaPadreId', parentError(db, values, id));
  // Its subtasks' parent must stay a top-level task of their audience.
  if (id !== null && queryFlag(db, HAS_SUBTASKS_SQL, id)) {
    const before = queryOne<{ audiencia: string }>(db, TASK_LEVEL_SQL, id);
    if (subtask) add('tareaPadreId', adminTexts.taskWithSubtasks);
    if (before?.audiencia !== values.audiencia) add('audiencia', adminTexts.taskWithSubtasks);
  }
  const tour = String(values.modulo).startsWith(TOUR_MODULE_PREFIX);
  if (tour && (values.codeConfig === null || !queryFlag(db, TOUR_EXISTS_SQL, values.codeConfig))) {
    add('codeConfig', adminTexts.tourTaskWithoutTour);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

const tareas = createCrudHandlers<Body, Tarea>({
  resource: 'tareas',
  sortable: SORTABLE,
  where: (filter) => ({
    q: filterText(filter.q),
    audiencia: filterText(filter.audiencia),
    activo: filterFlag(filter.activo),
    tareaPadreId: filterInteger(filter.tareaPadreId),
  }),
  sql: tareaSql,
  fromRow: withFlags<Tarea>('isSubTask', 'onlySkippedSteps', 'activo'),
  values: (body) => ({
    nombre: body.nombre.trim(),
    audiencia: body.audiencia,
    modulo: body.modulo,
    orden: body.orden,
    parentId: body.tareaPadreId ?? null,
    onlySkippedSteps: Number(body.onlySkippedSteps ?? false),
    codeConfig: body.codeConfig ?? null,
    url: body.url ?? null,
    activo: bit(body.activo),
  }),
  check: flowRules,
  // A pending copy is a user's open obligation; subtasks would lose their parent.
  inUse: (_db, tarea) => {
    if (tarea.pendientes > 0) return adminTexts.taskPending(tarea.pendientes);
    return tarea.subtareas > 0 ? adminTexts.taskHasSubtasks : null;
  },
});

export const tareasHandlers = {
  listarTareas: tareas.list,
  crearTarea: tareas.create,
  obtenerTarea: tareas.one,
  actualizarTarea: tareas.update,
  eliminarTarea: tareas.remove,
} satisfies Partial<ServiceHandlers<operations>>;
