import type { DatabaseSync } from 'node:sqlite';
import { queryOneOrThrow } from './query.ts';

/** The academic period in course (periods.is_current): every database has exactly one. */
export const currentPeriod = (db: DatabaseSync) =>
  queryOneOrThrow<{ id: number; code: string }>(
    db,
    'SELECT id, code FROM periods WHERE is_current = 1',
  );
