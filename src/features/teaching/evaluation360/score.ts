/** A 1-5 score as es-PE writes it, with up to two decimals. */
export const formatScore = (value: number) =>
  value.toLocaleString('es-PE', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
