import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import { PLACES_UNDER_SQL } from './places.sql.ts';

export interface Place {
  codigo: string;
  nombre: string;
}

// SQLite orders by code points, which puts 'Áncash' after 'Ucayali': a person looks a place up
// by its Spanish alphabetical order, accents folded.
const bySpanishName = new Intl.Collator('es').compare;

/**
 * The places one level below `parent` (INEI codes nest by prefix: 2 digits a department, 4 a
 * province, 6 a district), in Spanish alphabetical order.
 */
export function placesUnder(db: DatabaseSync, length: 2 | 4 | 6, parent: string): Place[] {
  return queryAll<Place>(db, PLACES_UNDER_SQL, { length, parent }).sort((a, b) =>
    bySpanishName(a.nombre, b.nombre),
  );
}
