// The benefits page's texts (ours: the spec names the route only).

export const texts = {
  title: 'Beneficios',
  intro:
    'Convenios y descuentos del instituto para sus estudiantes. Revisa las condiciones de cada uno.',
  loadError: 'No pudimos cargar los beneficios.',
  none: 'Por ahora no hay beneficios publicados.',
  kinds: { CONVENIO: 'Convenios', DESCUENTO: 'Descuentos' },
  conditions: 'Condiciones',
  more: (partner: string) => `Más información de ${partner}`,
} as const;
