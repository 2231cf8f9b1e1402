/** Spanish texts of the teacher's 360° evaluation (issue 16). */
export const texts = {
  title: 'Evaluación 360°',
  intro:
    'Cómo te evaluaron tú mismo, tus estudiantes, tus pares y tu jefatura en cada dimensión de la práctica docente, de 1 a 5.',
  loadError: 'No pudimos cargar tu evaluación 360°. Inténtalo nuevamente.',
  notFound: 'No encontramos una evaluación tuya en ese periodo.',
  empty: 'Aún no tienes resultados de la evaluación 360°.',
  retry: 'Reintentar',
  period: 'Periodo',
  overall: 'Promedio general',
  outOfFive: (value: string) => `${value} de 5`,
  chart: (period: string, average: string) =>
    `Gráfico de barras de tu evaluación 360° del periodo ${period}, promedio general ${average} de 5. La tabla siguiente detalla cada dimensión.`,
  table: 'Resultados por dimensión',
  dimension: 'Dimensión',
  sources: {
    autoevaluacion: 'Autoevaluación',
    estudiantes: 'Estudiantes',
    pares: 'Pares',
    jefatura: 'Jefatura',
  },
  mean: 'Promedio',
} as const;
