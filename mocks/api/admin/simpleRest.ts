import type { FastifyReply } from 'fastify';
import { badRequest } from '../errors.ts';
import { texts } from '../texts.ts';

/** The largest page a list answers, whatever `range` asks for. */
export const MAX_PAGE = 1000;

export interface ListQuery<Field extends string> {
  sort: { field: Field; order: 'ASC' | 'DESC' };
  first: number;
  last: number;
  filter: Record<string, unknown>;
}

const parse = (name: string, text: string | undefined, fallback: unknown): unknown => {
  if (text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest({ [name]: [texts.badListQuery] });
  }
};

/**
 * Reads ra-data-simple-rest's `sort`, `range` and `filter` (JSON in the query string). Only the
 * listed fields sort, so a column name never reaches SQL from the request.
 */
export function readListQuery<Field extends string>(
  query: { sort?: string; range?: string; filter?: string },
  sortable: readonly Field[],
): ListQuery<Field> {
  const sort = parse('sort', query.sort, [sortable[0], 'ASC']);
  const range = parse('range', query.range, [0, 24]);
  const filter = parse('filter', query.filter, {});
  if (
    !Array.isArray(sort) ||
    !sortable.includes(sort[0] as Field) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw badRequest({ sort: [texts.badListQuery] });
  }
  if (
    !Array.isArray(range) ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw badRequest({ range: [texts.badListQuery] });
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest({ filter: [texts.badListQuery] });
  }
  const first = range[0] as number;
  return {
    sort: { field: sort[0] as Field, order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' },
    first,
    last: Math.min(range[1] as number, first + MAX_PAGE - 1),
    filter: filter as Record<string, unknown>,
  };
}

/** `Content-Range: <resource> <first>-<last>/<total>` (`*` for an empty page), as react-admin reads it. */
export function setContentRange(
  reply: FastifyReply,
  resource: string,
  first: number,
  count: number,
  total: number,
): void {
  const span = count === 0 ? '*' : `${first}-${first + count - 1}`;
  reply.header('content-range', `${resource} ${span}/${total}`);
}

/** A filter's value as text (trimmed; a number as its digits), or null when absent or blank. */
export function filterText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** A filter's value as a whole number, or null when absent or not one. */
export function filterInteger(value: unknown): number | null {
  const text = filterText(value);
  return text !== null && Number.isInteger(Number(text)) ? Number(text) : null;
}

/** A filter's true/false as SQLite's 1/0, or null when absent. */
export const filterFlag = (value: unknown): number | null =>
  typeof value === 'boolean' ? Number(value) : null;

/**
 * A list's ORDER BY: the sortable field's SQL expression (from the list's own allowlist), then
 * the id in the same direction, so that equal values page in a stable order. Only our constants
 * make the text: a field outside the allowlist or another direction is refused, never written.
 */
export function orderBy(
  sort: Record<string, string>,
  field: string,
  order: 'ASC' | 'DESC',
  id: string,
): string {
  const expression = Object.hasOwn(sort, field) ? sort[field] : undefined;
  if (expression === undefined || (order !== 'ASC' && order !== 'DESC')) {
    throw badRequest({ sort: [texts.badListQuery] });
  }
  return `ORDER BY ${expression} ${order}, ${id} ${order}`;
}
