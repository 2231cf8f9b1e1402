export const doughnutTexts = {
  overLimit: (limit: number) =>
    `El valor excede al 100% del límite. Envía un valor desde el 0 al ${limit} o modifica el límite de ${limit}.`,
  negative: 'El valor es menor a 0. Usa valores positivos para este gráfico.',
  label: 'Avance',
  description: (label: string, value: number, limit: number, percent: number) =>
    `${label}: ${value} de ${limit} (${percent}%)`,
} as const;
