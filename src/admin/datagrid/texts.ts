/** Spanish texts of the admin tables. */
export const datagridTexts = {
  /** Read after a row that opens something: what Enter does there. */
  rowHint: {
    edit: 'Pulsa Intro para editar.',
    show: 'Pulsa Intro para ver el detalle.',
    open: 'Pulsa Intro para abrir.',
  },
} as const;
