import type { AgrupacionReporte } from '@generated/main/model';

// spec §5: a student's, a campus's or a programme's name shows through CAPITALIZE_VARIABLES, not
// as the institute's systems stored it ('SEDE LIMA SUR', issue 54). The report's columns, summary
// groups and filters that hold one.
const NAME_COLUMNS = new Set(['estudiante', 'sede', 'programa']);
const NAME_GROUPINGS = new Set<AgrupacionReporte>(['sede', 'programa']);
const NAME_FILTERS = new Set(['idSede', 'idPrograma']);

/** Whether a row's column holds a name. */
export const isNameColumn = (clave: string): boolean => NAME_COLUMNS.has(clave);

/** Whether the summary's groups (its `grupo` column) are names. */
export const groupsAreNames = (agrupadoPor: AgrupacionReporte): boolean =>
  NAME_GROUPINGS.has(agrupadoPor);

/** Whether a filter's choices are names. */
export const isNameFilter = (clave: string): boolean => NAME_FILTERS.has(clave);
