/** Spanish texts of the reports (/admin/reportes). */
export const texts = {
  search: 'Buscar estudiante',
  groupBy: 'Agrupar por',
  all: 'Todos',
  allFeminine: 'Todas',
  export: 'Exportar CSV',
  exporting: 'Exportando…',
  exportFailed: 'No pudimos exportar el reporte. Inténtalo de nuevo.',
  loadError: 'No pudimos cargar los filtros del reporte. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  empty: 'No se encontraron resultados',
  studentCount: (count: string) => (count === '1' ? '1 estudiante' : `${count} estudiantes`),
  chartCaption: (group: string) => `Resumen por ${group.toLowerCase()}`,
  onboarding: {
    title: 'Reporte de onboarding',
    help: 'Cuenta, por estudiante, las tareas obligatorias del onboarding y sus pasos, como están definidos en las tareas del flujo: la bienvenida y la actualización de datos. Una tarea omitida es la que quedó abierta solo con pasos que el estudiante dejó para después. Solo figuran los estudiantes que tienen tareas de onboarding.',
    chartLabel: (group: string) =>
      `Gráfico de barras apiladas de estudiantes por estado del onboarding en cada ${group.toLowerCase()}. Las cifras están en la tabla siguiente.`,
  },
  procedures: {
    title: 'Reporte de trámites',
    help: 'Cuenta las solicitudes registradas en el periodo elegido (el actual, si no eliges uno) por tipo, área, estado o mes. Los días en resolverse van del registro a la aprobación o el rechazo; los días objetivo, del registro a la fecha límite que fijan los días hábiles del tipo. Una solicitud resuelta a tiempo es la que se resolvió hasta su fecha límite.',
    chartLabel: (group: string) =>
      `Gráfico de barras apiladas de solicitudes resueltas y en proceso en cada ${group.toLowerCase()}. Las cifras, con la mediana de días en resolverse frente al objetivo, están en la tabla siguiente.`,
    search: 'Buscar solicitante',
    count: (count: string) => (count === '1' ? '1 solicitud' : `${count} solicitudes`),
  },
  curriculum: {
    title: 'Reporte de avance curricular',
    help: 'El avance compara los créditos de los cursos que el estudiante aprobó (con 13 o más, en cualquier periodo) con el total de su plan de estudios. Los créditos en curso son los de sus secciones del periodo elegido (el actual, si no eliges uno); al elegir un periodo, solo figuran quienes llevan secciones en él. Incluye las carreras; los programas de extensión son de un solo módulo.',
    chartLabel: (group: string) =>
      `Gráfico de barras del avance promedio del plan en cada ${group.toLowerCase()}. Las cifras están en la tabla siguiente.`,
  },
} as const;

/** The empty choice of each filter: all of them (Spanish agrees with the noun). */
export const allOf: Record<string, string> = {
  marca: texts.allFeminine,
  idSede: texts.allFeminine,
  idPrograma: texts.all,
  ciclo: texts.all,
  idPeriodo: texts.all,
  estado: texts.all,
};
