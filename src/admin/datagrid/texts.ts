/** Spanish texts of the admin tables. */
export const datagridTexts = {
  /** A row's accessible name: what pressing Enter on it does, to which record. */
  openRow: (action: 'edit' | 'show' | 'open', name: string) =>
    `${{ edit: 'Editar', show: 'Ver', open: 'Abrir' }[action]} ${name}`,
} as const;
