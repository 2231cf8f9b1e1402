// SQL of the assistant's vocabulary (migration 062): every student phrase and the institute's
// words it stands for.

export const SYNONYMS_SQL = 'SELECT frase, equivalente FROM assistant_synonyms';
