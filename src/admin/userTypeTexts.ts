/** How the admin areas name each user type (tip 1, 2, 3), one person and many. */
export const userTypeTexts = {
  one: { 1: 'Estudiante', 2: 'Docente', 3: 'Colaborador' } as Record<number, string>,
  many: { 1: 'Estudiantes', 2: 'Docentes', 3: 'Colaboradores' } as Record<number, string>,
};
