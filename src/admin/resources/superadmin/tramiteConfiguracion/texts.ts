import { formatMoney } from '@/lib/dates';
import type { RequirementRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';

/** Spanish texts of the procedure configuration pages (issue 15). */
export const texts = {
  typesTitle: 'Configuración de trámites',
  requirementsTitle: 'Requisitos de trámites',
  typeRequirementsTitle: (name: string) => `Requisitos: ${name}`,
  editTitle: (name: string) => `Configuración: ${name}`,
  search: 'Buscar',
  codigo: 'Código',
  nombre: 'Trámite',
  area: 'Área',
  audiencias: 'Solicitantes',
  modalidad: 'Atención',
  costo: 'Costo',
  diasHabiles: 'Plazo',
  days: (days: number) => `${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`,
  activo: 'Estado',
  active: 'Activo',
  inactive: 'Inactivo',
  free: 'Gratuito',
  requisitos: 'Requisitos',
  enProceso: 'En proceso',
  encargados: 'Encargados del área',
  noManagers: 'El área no tiene encargados.',
  emiteDocumento: 'Emite documento',
  yes: 'Sí',
  no: 'No',
  requirementsLink: 'Ver requisitos',
  configurationLink: 'Ver configuración',
  backToTypes: 'Tipos de trámite',
  backToRequirements: 'Todos los requisitos',
  newRequestsOnly: (inProgress: number) => {
    const now = 'Los cambios se aplican a las solicitudes que se registren desde ahora';
    if (inProgress === 0) return `${now}.`;
    return inProgress === 1
      ? `${now}; la solicitud en proceso conserva las reglas con que se registró.`
      : `${now}; las ${inProgress} solicitudes en proceso conservan las reglas con que se registraron.`;
  },
  deactivate: 'Desactivar',
  activate: 'Activar',
  deactivateTitle: (name: string) => `¿Desactivar ${name}?`,
  deactivateContent:
    'Dejará de mostrarse en el catálogo y nadie podrá solicitarlo. Las solicitudes en proceso siguen hasta su decisión.',
  activateTitle: (name: string) => `¿Activar ${name}?`,
  activateContent: 'Volverá a mostrarse en el catálogo de los solicitantes.',
  activated: 'El trámite se muestra a los solicitantes.',
  deactivated: 'El trámite ya no se muestra a los solicitantes.',
  saved: 'Se guardó la configuración del trámite.',
  modes: { MANUAL: 'Manual', AUTOMATICO: 'Automática' },
  audiences: { CARRERA: 'Programa de estudios', EXTENSION: 'Extensión', DOCENTE: 'Docentes' },
  areas: { 'SM-TK': 'Tickets de servicios académicos', 'SM-VD': 'Validación de documentos' },
  // The requirements.
  requisito: 'Requisito',
  tipo: 'Tipo',
  tramite: 'Trámite',
  detalle: 'Condiciones',
  obligatorio: 'Obligatorio',
  version: 'Versión',
  edit: 'Editar',
  editRequirement: (name: string) => `Editar requisito: ${name}`,
  requirementSaved: 'Se guardó el requisito. Se pedirá así en las solicitudes nuevas.',
  requirementHelp:
    'Al guardar se crea una nueva versión del requisito: las solicitudes nuevas la piden desde ese momento y las registradas conservan la anterior.',
  kinds: { DOCUMENTO: 'Documento', CAMPO: 'Campo', REGLA: 'Regla de elegibilidad' },
  fieldTypes: {
    TEXTO: 'Texto',
    NUMERO: 'Número',
    FECHA: 'Fecha',
    SELECCION: 'Selección',
    UBIGEO: 'Ubigeo',
    RUC: 'RUC',
    CURSO: 'Curso',
  },
  rules: {
    MATRICULA_ACTIVA: 'Matrícula activa',
    SIN_DEUDA: 'Sin deudas',
    CICLO_MINIMO: 'Ciclo mínimo',
    SIN_TRAMITE_ABIERTO: 'Sin otra solicitud en proceso',
  },
  allKinds: 'Todos los tipos',
  noRequirements: 'Este trámite no tiene requisitos.',
} as const;

/** A fee as the catalogue writes it. */
export const feeText = (fee: number) => (fee === 0 ? texts.free : formatMoney(fee));

/** What a requirement asks, in one line: formats and size, a field's kind, a rule's value. */
export function requirementDetail(requirement: RequirementRecord): string {
  switch (requirement.tipo) {
    case 'DOCUMENTO':
      return [
        (requirement.formatos ?? []).map((format) => format.toUpperCase()).join(', '),
        `hasta ${requirement.pesoMaximoMb ?? 1} MB`,
        requirement.cantidadMaxima === 2 ? 'hasta 2 archivos' : '1 archivo',
      ].join(' · ');
    case 'CAMPO': {
      const kind = texts.fieldTypes[requirement.tipoCampo ?? 'TEXTO'];
      if (requirement.tipoCampo === 'SELECCION') {
        return `${kind}: ${(requirement.opciones ?? []).join(', ')}`;
      }
      return requirement.longitudMaxima
        ? `${kind} · hasta ${requirement.longitudMaxima} caracteres`
        : kind;
    }
    default: {
      const rule = requirement.regla ? texts.rules[requirement.regla] : '';
      return requirement.valorRegla ? `${rule}: ${requirement.valorRegla}` : rule;
    }
  }
}
