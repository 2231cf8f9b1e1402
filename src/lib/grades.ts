// The institute's grades (0 to 20, up to two decimals), as both the campus and the demo API check
// them: no imports, so the demo API runs this very file.

const GRADE = /^(20(\.0{1,2})?|1?\d(\.\d{1,2})?)$/;

/** Whether `text` is a grade on the 0-20 scale with up to two decimals ('14', '17.5', '20.00'). */
export const isGrade = (text: string): boolean => GRADE.test(text.trim());

/** What the campus and the demo API say about a grade field. */
export const gradeTexts = {
  hint: 'De 0 a 20, con hasta dos decimales.',
  invalid: 'La nota debe ser un número de 0 a 20, con hasta dos decimales.',
} as const;
