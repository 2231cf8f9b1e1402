// SQL of the assistant's vocabulary as the superadmin edits it (migrations 062, 063).

const COLUMNS = 'id, frase, equivalente, version';

const WHERE = `WHERE (:q IS NULL OR instr(fold(frase || ' ' || equivalente), fold(:q)) > 0)`;

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SYNONYM_SORTABLE = ['frase', 'equivalente', 'id'] as const;

export const synonymSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} FROM assistant_synonyms ${WHERE}
      ORDER BY ${field} COLLATE NOCASE ${order}, id LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM assistant_synonyms ${WHERE}`,
  one: `SELECT ${COLUMNS} FROM assistant_synonyms WHERE id = :id`,
  insert: 'INSERT INTO assistant_synonyms (frase, equivalente) VALUES (:frase, :equivalente)',
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE assistant_synonyms SET frase = :frase, equivalente = :equivalente,
    version = version + 1 WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM assistant_synonyms WHERE id = :id',
};

/** Another row holds the phrase, accents and case aside. */
export const PHRASE_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM assistant_synonyms
  WHERE fold(frase) = fold(:frase) AND id IS NOT :id)`;
