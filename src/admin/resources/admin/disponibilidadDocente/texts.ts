/** Spanish texts of the teachers' availability as the admin reads it (spec §2 /admin/disponibilidad-docente). */
export const texts = {
  title: 'Disponibilidad docente',
  period: (period: string) =>
    `Horas que los docentes declararon disponibles para el periodo ${period}.`,
  search: 'Buscar docente',
  teachers: 'Docentes',
  teacher: 'Docente',
  hours: 'Horas declaradas',
  see: 'Ver disponibilidad',
  seeOf: (name: string) => `Ver disponibilidad de ${name}`,
  empty: 'No se encontraron docentes.',
  pages: 'Páginas de docentes',
  weekOf: (name: string) => `Disponibilidad de ${name}`,
  noHours: 'Este docente aún no declaró su disponibilidad.',
  loadError: 'No pudimos cargar la disponibilidad docente.',
  forbidden: 'No tienes el permiso para ver la disponibilidad docente.',
} as const;
