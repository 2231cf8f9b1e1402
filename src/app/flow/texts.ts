// The flow's own texts (spec §4 home alert queue; the spec gives no wording for these).

export const texts = {
  regulations: {
    title: 'Reglamentos actualizados',
    intro:
      'El instituto actualizó estos reglamentos. Léelos y confirma que los aceptas para continuar.',
    list: 'Reglamentos por aceptar',
    loadError: 'No pudimos cargar los reglamentos.',
    version: (numero: number, date: string) => `Versión ${numero} · Publicada el ${date}`,
    changes: (summary: string) => `Qué cambió: ${summary}`,
    read: 'Leer',
    hide: 'Ocultar',
    textOf: (titulo: string) => `Texto de ${titulo}`,
    accept: 'Acepto',
    acceptLabel: (titulo: string) => `Acepto ${titulo}`,
  },
  electives: {
    title: 'Elige tu unidad electiva',
    text: (course: string, deadline: string) =>
      `Aún no eliges tu ${course}. Tienes plazo hasta el ${deadline}.`,
    choose: 'Elegir ahora',
    later: 'Más tarde',
  },
} as const;
