/** Spanish texts of the tutorials and guides area. */
export const texts = {
  title: 'Tutoriales y guías',
  createTitle: 'Nuevo tutorial o guía',
  editTitle: (titulo: string) => `Tutorial: ${titulo}`,
  search: 'Buscar',
  orden: 'Orden',
  titulo: 'Título',
  tipo: 'Tipo',
  audiencia: 'Dirigido a',
  publicado: 'Publicado',
  notPublished: 'Sin publicar',
  edit: 'Editar',
  kinds: { VIDEO: 'Tutorial en video', GUIA: 'Guía' } as Record<string, string>,
  audiences: {
    ESTUDIANTES: 'Estudiantes',
    DOCENTES: 'Docentes',
    COLABORADORES: 'Colaboradores',
    TODOS: 'Todos los usuarios',
  } as Record<string, string>,
} as const;

/** Room for the description; the version travels hidden. */
export const uiSchema = {
  descripcion: { 'ui:widget': 'textarea' },
  url: { 'ui:options': { inputType: 'url' } },
  version: { 'ui:widget': 'hidden' },
};
