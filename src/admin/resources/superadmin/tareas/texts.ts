import { choicesOf } from '@/admin/choices';

/** Spanish texts of the mandatory-task definitions. */
export const texts = {
  title: 'Tareas',
  createTitle: 'Nueva tarea',
  editTitle: (nombre: string) => `Tarea: ${nombre}`,
  search: 'Buscar',
  nombre: 'Tarea',
  modulo: 'Módulo',
  orden: 'Orden',
  audiencia: 'Dirigida a',
  allAudiences: 'Todos',
  audiences: { ESTUDIANTES: 'Estudiantes', DOCENTES: 'Docentes' } as Record<string, string>,
  pendientes: 'Pendientes',
  activo: 'Activa',
  edit: 'Editar',
  subtaskOf: (tarea: string | null) => `Subtarea de ${tarea ?? ''}`,
  orderAndModule: (orden: number, modulo: string) => `Orden ${orden} · ${modulo}`,
  pendingCount: (count: number) =>
    count === 1 ? '1 usuario la tiene pendiente' : `${count} usuarios la tienen pendiente`,
} as const;

export const audienceChoices = choicesOf(texts.audiences);

/** The parent and the tour are chosen from the current ones; the version travels hidden. */
export const uiSchema = {
  tareaPadreId: {
    'ui:widget': 'opciones',
    'ui:options': { catalogo: 'tareas' },
    'ui:placeholder': 'Ninguna: es una tarea principal',
  },
  codeConfig: {
    'ui:widget': 'opciones',
    'ui:options': { catalogo: 'tours' },
    'ui:placeholder': 'Ninguna',
  },
  version: { 'ui:widget': 'hidden' },
};
