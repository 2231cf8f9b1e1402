// Rules on a person's data that the onboarding's forms and the demo API both apply (issue 34):
// the identity documents Peru issues, the mobile numbers, and the birth dates a student may have.

/** spec §5's phone rule: 9 followed by 8 digits. */
export const PERUVIAN_MOBILE = /^9\d{8}$/;

/** DNI: 8 digits; carné de extranjería: 9 digits; passport: 6 to 12 letters and digits. */
export const DOCUMENT_PATTERNS = {
  DNI: /^\d{8}$/,
  CE: /^\d{9}$/,
  PASAPORTE: /^[A-Z0-9]{6,12}$/,
} as const;
export type DocumentType = keyof typeof DOCUMENT_PATTERNS;

/** The earliest birth date taken ('No cumple con la fecha mínima.'). */
export const BIRTH_DATE_MIN = '1940-01-01';
/** The youngest a student of the institute may be, in years. */
export const MIN_STUDENT_AGE = 14;

/** The latest birth date of someone `MIN_STUDENT_AGE` years old on `today` (YYYY-MM-DD). */
export const latestBirthDate = (today: string): string =>
  `${String(Number(today.slice(0, 4)) - MIN_STUDENT_AGE).padStart(4, '0')}${today.slice(4)}`;
