// A RUC (Peru's taxpayer number): 11 digits, a prefix SUNAT gives (10 people, 15 and 17 other
// taxpayers, 20 companies) and a modulo-11 check digit.

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const PREFIXES = ['10', '15', '17', '20'];

export type RucCheck = 'valid' | 'format' | 'checkDigit';

export function checkRuc(ruc: string): RucCheck {
  if (!/^\d{11}$/.test(ruc) || !PREFIXES.includes(ruc.slice(0, 2))) return 'format';
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(ruc[index]), 0);
  const digit = (11 - (sum % 11)) % 10;
  return digit === Number(ruc[10]) ? 'valid' : 'checkDigit';
}
