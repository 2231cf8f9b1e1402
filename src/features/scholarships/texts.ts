// The Spanish texts of the scholarships page (issue 39).
import type {
  HogarBecaSostenHogar,
  SolicitudBecaEstado,
  TipoDocumentoBeca,
  ViviendaBecaTenencia,
} from '@generated/main/model';
import { countOf } from '@/lib/text';

export const texts = {
  title: 'Becas',
  intro: 'Conoce las becas y descuentos del instituto y el estado de tus solicitudes.',
  loadError: 'No pudimos cargar las becas.',
  applications: 'Tus solicitudes',
  noApplications: 'Aún no has solicitado ninguna beca.',
  columns: { scholarship: 'Beca', period: 'Periodo', state: 'Estado', detail: 'Detalle' },
  states: {
    OTORGADA: 'Otorgada',
    POR_VENCER: 'Por vencer',
    EN_EVALUACION: 'En evaluación',
    RECHAZADA: 'Rechazada',
  } satisfies Record<SolicitudBecaEstado, string>,
  validUntil: (date: string) => `Vigente hasta el ${date}`,
  rejected: (reason: string) => `Motivo: ${reason}`,
  inEvaluation: 'El área de bienestar está evaluando tu solicitud.',
  catalogue: 'Becas y descuentos',
  conditions: 'Condiciones',
  periods: (codes: string) => `Periodos: ${codes}`,
  apply: 'Postular a la beca socioeconómica',
} as const;

/** The socioeconomic application's texts (/estudiantes/servicios/beca-socieconomica). */
export const applicationTexts = {
  title: 'Beca socioeconómica',
  intro: (period: string) =>
    `Completa tu ficha socioeconómica del periodo ${period}. Guardamos cada paso: puedes salir y continuar después.`,
  loadError: 'No pudimos cargar tu ficha socioeconómica.',
  notOffered: 'La beca socioeconómica no tiene convocatoria en este periodo.',
  sent: (period: string) => `Enviaste tu solicitud de beca socioeconómica del periodo ${period}.`,
  sentState: (state: string) => `Estado: ${state}`,
  seeScholarships: 'Ver mis becas',
  steps: ['Hogar', 'Ingresos', 'Vivienda', 'Documentos', 'Enviar'] as const,
  stepOf: (step: number, total: number, name: string) => `Paso ${step} de ${total}: ${name}`,
  back: 'Anterior',
  saveAndContinue: 'Guardar y continuar',
  saving: 'Guardando…',
  household: {
    integrantes: 'Integrantes del hogar (incluyéndote)',
    dependientes: 'Dependientes económicos',
    dependientesHint: 'Quienes dependen de los ingresos del hogar.',
    sostenHogar: 'Sostén del hogar',
    tooManyDependants: 'Los dependientes deben ser menos que los integrantes del hogar.',
  },
  providers: {
    PADRE: 'Padre',
    MADRE: 'Madre',
    AMBOS_PADRES: 'Ambos padres',
    ESTUDIANTE: 'Yo mismo(a)',
    OTRO: 'Otro familiar',
  } satisfies Record<HogarBecaSostenHogar, string>,
  income: {
    ingresoMensual: 'Ingreso mensual del hogar (S/)',
    ingresoMensualHint: 'La suma de los ingresos de todos los integrantes, en soles.',
    aportantes: 'Integrantes que aportan ingresos',
    // Asked before saving an income too low to be a household's month (issue 54: S/ 3.00 passed).
    lowTitle: '¿El ingreso mensual es correcto?',
    low: (amount: string) =>
      `Registraste un ingreso mensual del hogar de ${amount}. Es un monto muy bajo: revisa que esté en soles y que sume los ingresos de todos los integrantes.`,
    lowConfirm: 'Sí, es correcto',
    lowFix: 'Corregir',
  },
  housing: {
    tenencia: 'La vivienda es',
    habitaciones: 'Número de habitaciones',
  },
  tenures: {
    PROPIA: 'Propia',
    ALQUILADA: 'Alquilada',
    FAMILIAR: 'De un familiar',
    OTRA: 'Otra',
  } satisfies Record<ViviendaBecaTenencia, string>,
  documents: {
    intro: 'Sube cada documento en PDF, JPG o PNG de hasta 5 MB.',
    saved: (name: string) => `Archivo guardado: ${name}. Puedes reemplazarlo eligiendo otro.`,
    wrongFormat: 'El archivo es de un formato no permitido.',
    names: {
      SUSTENTO_INGRESOS: 'Sustento de ingresos del hogar',
      RECIBO_SERVICIOS: 'Recibo de luz o agua',
    } satisfies Record<TipoDocumentoBeca, string>,
  },
  review: {
    intro: 'Revisa tu ficha. Una vez enviada no podrás modificarla.',
    submit: 'Enviar solicitud',
    sending: 'Enviando…',
    edit: (step: string) => `Editar ${step.toLowerCase()}`,
    members: (members: number, dependants: number) =>
      `${countOf(members, 'integrante', 'integrantes')}, ${countOf(dependants, 'dependiente', 'dependientes')}`,
    income: (amount: string, earners: number) =>
      `${amount} al mes, ${countOf(earners, 'aportante', 'aportantes')}`,
    rooms: (rooms: number) => countOf(rooms, 'habitación', 'habitaciones'),
  },
} as const;
