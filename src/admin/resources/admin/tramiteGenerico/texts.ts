import { formatMoney } from '@/lib/dates';
import type { RequisitoGenerico } from '@generated/main/model';

/** Spanish texts of the generic procedure builder (issue 15). */
export const texts = {
  listTitle: 'Trámites genéricos',
  newTitle: 'Nuevo trámite genérico',
  builderTitle: (name: string) => `Trámite genérico: ${name}`,
  newButton: 'Nuevo trámite',
  search: 'Buscar',
  codigo: 'Código',
  nombre: 'Trámite',
  estado: 'Estado',
  states: { BORRADOR: 'Borrador', PUBLICADO: 'Publicado' },
  preguntas: 'Preguntas',
  requisitos: 'Requisitos',
  solicitudes: 'Solicitudes',
  creadoPor: 'Creado por',
  actualizado: 'Última modificación',
  newHelp:
    'Empieza por la información que verán los estudiantes. El trámite se guarda como borrador y nadie lo ve hasta que lo publiques.',
  created: 'Se creó el borrador del trámite.',
  informationSaved: 'Se guardó la información del trámite.',
  backToList: 'Trámites genéricos',
  draftNotice: 'Borrador: los estudiantes no lo ven hasta que lo publiques.',
  pendingTitle: 'Para publicarlo falta:',
  ready: 'Todos los pasos están completos: ya puedes publicarlo.',
  publishedNotice: (date: string) =>
    `Publicado el ${date}: está en el catálogo de los estudiantes a quienes va dirigido y se atiende en la bandeja de tickets manuales de su área. Ya no se cambia aquí.`,
  steps: {
    informacion: '1. Información',
    filtros: '2. Quiénes pueden solicitarlo',
    preguntas: '3. Preguntas',
    requisitos: '4. Requisitos',
    final: '5. Configuración final',
    caso: 'Validar un caso',
  },
  done: 'Completo',
  todo: 'Pendiente',
  audiences: { CARRERA: 'Estudiantes de carrera', EXTENSION: 'Estudiantes de extensión' },
  filtersHelp:
    'Si no eliges nada en un grupo, el trámite es para todos los de ese grupo. Un estudiante puede solicitarlo si una de sus matrículas cumple con lo elegido.',
  programas: 'Programas',
  sedes: 'Sedes',
  ciclos: 'Ciclos',
  all: 'Todos',
  // spec §8's empty select.
  noOptions: 'No se encontraron registros.',
  saveFilters: 'Guardar',
  filtersSaved: 'Se guardó quiénes pueden solicitar el trámite.',
  questionsHelp: 'Cada pregunta se muestra al estudiante con sus respuestas para que elija una.',
  addQuestion: 'Agregar pregunta',
  newQuestion: 'Nueva pregunta',
  editQuestion: (name: string) => `Editar pregunta: ${name}`,
  noQuestions: 'Aún no tiene preguntas.',
  questionSaved: 'Se guardó la pregunta.',
  requirementsHelp: 'Documentos que el estudiante adjunta o textos que escribe al solicitarlo.',
  addDocument: 'Agregar documento',
  addText: 'Agregar texto',
  newDocument: 'Nuevo documento',
  newText: 'Nuevo texto',
  editRequirement: (name: string) => `Editar requisito: ${name}`,
  noRequirements: 'Aún no tiene requisitos.',
  requirementSaved: 'Se guardó el requisito.',
  edit: 'Editar',
  required: 'Obligatoria',
  optional: 'Opcional',
  kinds: { DOCUMENTO: 'Documento', TEXTO: 'Texto' },
  finalHelp: 'El área atiende las solicitudes en su bandeja de tickets manuales.',
  configured: 'Se guardó la configuración final.',
  publish: 'Publicar',
  publishTitle: (name: string) => `¿Publicar ${name}?`,
  publishContent:
    'Aparecerá en el catálogo de los estudiantes a quienes va dirigido y ya no podrás cambiarlo en el constructor.',
  published: 'Se publicó el trámite: ya está en el catálogo de los estudiantes.',
  areas: { 'SM-TK': 'Tickets de servicios académicos', 'SM-VD': 'Validación de documentos' },
  area: 'Área que lo atiende',
  costo: 'Costo',
  plazo: 'Plazo de atención',
  days: (days: number) => `${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`,
  free: 'Gratuito',
  caseHelp:
    'Escribe el código de matrícula o el usuario de un estudiante para saber si podría solicitarlo y, si no, por qué.',
  caseCode: 'Código de matrícula o usuario',
  caseCheck: 'Validar',
  caseCan: (name: string) => `${name} puede solicitarlo.`,
  caseCannot: (name: string) => `${name} no puede solicitarlo.`,
  meets: 'Cumple',
  loadError: 'No pudimos cargar el trámite. Inténtalo nuevamente.',
} as const;

/** A fee as the catalogue writes it. */
export const feeText = (fee: number) => (fee === 0 ? texts.free : formatMoney(fee));

/** What a requirement asks, in one line. */
export function requirementDetail(requirement: RequisitoGenerico): string {
  if (requirement.tipo === 'TEXTO') return `Texto · hasta ${requirement.longitudMaxima} caracteres`;
  return [
    (requirement.formatos ?? []).map((format) => format.toUpperCase()).join(', '),
    `hasta ${requirement.pesoMaximoMb} MB`,
    requirement.cantidadMaxima === 2 ? 'hasta 2 archivos' : '1 archivo',
  ].join(' · ');
}
