import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { queryFlag } from '../../db/query.ts';
import type { FieldErrors } from '../errors.ts';
import { readsWords } from './synonyms.ts';
import { PHRASE_TAKEN_SQL } from './sinonimosAsistente.sql.ts';
import { staffTexts } from './texts.ts';

// What a phrase of the vocabulary must be, from the superadmin's editor or the misses screen.

/** A phrase and its equivalent as stored: trimmed, inner spaces collapsed. */
export const synonymValues = (body: { frase: string; equivalente: string }) => ({
  frase: body.frase.trim().replace(/\s+/g, ' '),
  equivalente: body.equivalente.trim().replace(/\s+/g, ' '),
});

/** Field errors of a phrase (`id` null on a create), or null. */
export function synonymErrors(
  db: DatabaseSync,
  values: Record<string, SQLInputValue>,
  id: number | null,
): FieldErrors | null {
  const errors: FieldErrors = {};
  if (!readsWords(String(values.frase))) errors.frase = [staffTexts.noWords];
  else if (queryFlag(db, PHRASE_TAKEN_SQL, { frase: values.frase!, id }))
    errors.frase = [staffTexts.phraseTaken];
  if (!readsWords(String(values.equivalente))) errors.equivalente = [staffTexts.noWords];
  return Object.keys(errors).length > 0 ? errors : null;
}
