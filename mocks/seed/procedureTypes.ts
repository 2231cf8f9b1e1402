// The procedure types of spec §3 as the institute's TUPA would list them: fictional purposes,
// fees and times, plausible requirements. Migration 019 seeds them; the superadmin's procedure
// configuration (issue 15) edits the same rows.

export type Audience = 'CARRERA' | 'EXTENSION' | 'DOCENTE';
export type FieldType = 'TEXTO' | 'NUMERO' | 'FECHA' | 'SELECCION' | 'UBIGEO' | 'RUC' | 'CURSO';
export type Rule = 'MATRICULA_ACTIVA' | 'SIN_DEUDA' | 'CICLO_MINIMO' | 'SIN_TRAMITE_ABIERTO';

export type RequirementSeed =
  | { kind: 'REGLA'; name: string; description: string; rule: Rule; value?: string }
  | {
      kind: 'DOCUMENTO';
      name: string;
      description: string;
      formats: readonly string[];
      maxMb: number;
      maxFiles: 1 | 2;
      required?: boolean;
    }
  | {
      kind: 'CAMPO';
      name: string;
      description: string;
      fieldType: FieldType;
      options?: readonly string[];
      maxLength?: number;
      required?: boolean;
    };

export interface ProcedureTypeSeed {
  code: string;
  name: string;
  summary: string;
  purpose: string;
  area: 'SM-TK' | 'SM-VD';
  mode: 'MANUAL' | 'AUTOMATICO';
  audiences: readonly Audience[];
  /** Soles. */
  fee: number;
  businessDays: number;
  asksSms?: boolean;
  issuesDocument?: boolean;
  responder?: 'DOCENTE_CURSO';
  steps: readonly (readonly [name: string, description: string])[];
  requirements: readonly RequirementSeed[];
}

const active: RequirementSeed = {
  kind: 'REGLA',
  name: 'Matrícula activa',
  description: 'Debes estar matriculado en el periodo actual.',
  rule: 'MATRICULA_ACTIVA',
};
const noDebt: RequirementSeed = {
  kind: 'REGLA',
  name: 'Sin deudas pendientes',
  description: 'No debes tener pagos vencidos con el instituto.',
  rule: 'SIN_DEUDA',
};
const noOpen: RequirementSeed = {
  kind: 'REGLA',
  name: 'Sin otra solicitud en curso',
  description: 'No debes tener otra solicitud de este trámite en proceso.',
  rule: 'SIN_TRAMITE_ABIERTO',
};
const minCycle = (cycle: string, label: string): RequirementSeed => ({
  kind: 'REGLA',
  name: `Haber llegado al ${label}`,
  description: `Debes estar cursando el ${label} o uno posterior.`,
  rule: 'CICLO_MINIMO',
  value: cycle,
});
const dni: RequirementSeed = {
  kind: 'DOCUMENTO',
  name: 'Copia del DNI',
  description: 'Ambas caras, legibles.',
  formats: ['pdf', 'jpg', 'jpeg', 'png'],
  maxMb: 2,
  maxFiles: 2,
};
const reason = (name = 'Motivo de la solicitud', maxLength = 500): RequirementSeed => ({
  kind: 'CAMPO',
  name,
  description: 'Cuéntanos en pocas líneas por qué lo solicitas.',
  fieldType: 'TEXTO',
  maxLength,
});
const course = (name = 'Unidad didáctica'): RequirementSeed => ({
  kind: 'CAMPO',
  name,
  description: 'Elige el curso de tu plan de estudios.',
  fieldType: 'CURSO',
});
const invoice: RequirementSeed[] = [
  {
    kind: 'CAMPO',
    name: 'RUC para la factura',
    description: 'Solo si la empresa que te auspicia pagará el trámite.',
    fieldType: 'RUC',
    required: false,
  },
];
const address: RequirementSeed = {
  kind: 'CAMPO',
  name: 'Distrito de entrega',
  description: 'Dónde recogerás el documento físico.',
  fieldType: 'UBIGEO',
};

const review = (area: string) =>
  ['Revisión', `${area} revisa tu solicitud y sus documentos.`] as const;
const filed = ['Registro', 'Envías tu solicitud con sus requisitos.'] as const;
const issued = [
  'Emisión',
  'Se emite el documento firmado y lo descargas desde el campus.',
] as const;
const answered = ['Respuesta', 'Recibes la respuesta en el campus y por notificación.'] as const;
const academic = 'El área de servicios académicos';
const validation = 'El área de validación de documentos';

export const procedureTypeSeeds: readonly ProcedureTypeSeed[] = [
  {
    code: 'CERTESTSU',
    name: 'Certificado de estudios superiores',
    summary: 'Documento oficial con las notas de todos los ciclos cursados.',
    purpose:
      'Sirve para continuar estudios, postular a un empleo o convalidar cursos en otra institución.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 120,
    businessDays: 7,
    asksSms: true,
    issuesDocument: true,
    steps: [filed, review(academic), issued],
    requirements: [active, noDebt, noOpen, dni, reason(), ...invoice],
  },
  {
    code: 'CERTESTUSECU',
    name: 'Validación del certificado de estudios secundarios',
    summary: 'Registra tu certificado de secundaria en tu expediente.',
    purpose: 'Es obligatorio para egresar y para tramitar tu título técnico.',
    area: 'SM-VD',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 0,
    businessDays: 5,
    steps: [filed, review(validation), answered],
    requirements: [
      noOpen,
      {
        kind: 'DOCUMENTO',
        name: 'Certificado de estudios secundarios',
        description: 'Escaneado a color, con sellos y firmas visibles.',
        formats: ['pdf'],
        maxMb: 5,
        maxFiles: 1,
      },
    ],
  },
  {
    code: 'CARPREPRO',
    name: 'Carpeta de prácticas preprofesionales',
    summary: 'Valida los documentos de tus prácticas para que cuenten en tu plan.',
    purpose: 'Acredita las horas de práctica que exige tu programa de estudios.',
    area: 'SM-VD',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 0,
    businessDays: 10,
    steps: [filed, review(validation), answered],
    requirements: [
      active,
      minCycle('CIV', 'cuarto ciclo'),
      {
        kind: 'DOCUMENTO',
        name: 'Constancia de prácticas',
        description: 'Firmada por la empresa, con las horas realizadas.',
        formats: ['pdf'],
        maxMb: 5,
        maxFiles: 1,
      },
      {
        kind: 'DOCUMENTO',
        name: 'Informe de prácticas',
        description: 'En Word o PDF.',
        formats: ['pdf', 'doc', 'docx'],
        maxMb: 8,
        maxFiles: 1,
      },
      {
        kind: 'CAMPO',
        name: 'Horas realizadas',
        description: 'Total de horas que figura en la constancia.',
        fieldType: 'NUMERO',
      },
    ],
  },
  {
    code: 'CARTPRO',
    name: 'Carta de presentación profesional',
    summary: 'Carta del instituto para presentarte ante una empresa.',
    purpose: 'Te presenta como estudiante ante la empresa donde harás tus prácticas.',
    area: 'SM-TK',
    mode: 'AUTOMATICO',
    audiences: ['CARRERA'],
    fee: 0,
    businessDays: 1,
    issuesDocument: true,
    steps: [filed, issued],
    requirements: [
      active,
      {
        kind: 'CAMPO',
        name: 'Empresa destinataria',
        description: 'Razón social de la empresa.',
        fieldType: 'TEXTO',
        maxLength: 120,
      },
    ],
  },
  {
    code: 'CERTPROGR',
    name: 'Certificado de programa de extensión',
    summary: 'Certifica que completaste un programa de extensión.',
    purpose: 'Acredita la capacitación ante empleadores y colegios profesionales.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['EXTENSION'],
    fee: 80,
    businessDays: 7,
    asksSms: true,
    issuesDocument: true,
    steps: [filed, review(academic), issued],
    requirements: [noDebt, noOpen, dni, address],
  },
  {
    code: 'CERTPROG',
    name: 'Constancia de progreso académico',
    summary: 'Tus créditos aprobados y tu avance en el plan.',
    purpose: 'Sirve para becas, convenios y trámites laborales que piden tu avance.',
    area: 'SM-TK',
    mode: 'AUTOMATICO',
    audiences: ['CARRERA'],
    fee: 15,
    businessDays: 1,
    issuesDocument: true,
    steps: [filed, issued],
    requirements: [active],
  },
  {
    code: 'CERCURDIP',
    name: 'Certificado de curso o diplomado',
    summary: 'Certificado de un curso o diplomado de extensión aprobado.',
    purpose: 'Acredita cada curso o diplomado que aprobaste por separado.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['EXTENSION'],
    fee: 50,
    businessDays: 5,
    issuesDocument: true,
    steps: [filed, review(academic), issued],
    requirements: [noDebt, course('Curso o diplomado')],
  },
  {
    code: 'CONSNOT',
    name: 'Constancia de notas',
    summary: 'Tus notas del periodo que elijas.',
    purpose: 'Sirve para becas y trámites que piden las notas de un periodo.',
    area: 'SM-TK',
    mode: 'AUTOMATICO',
    audiences: ['CARRERA', 'EXTENSION'],
    fee: 10,
    businessDays: 1,
    issuesDocument: true,
    steps: [filed, issued],
    requirements: [
      {
        kind: 'CAMPO',
        name: 'Periodo',
        description: 'El periodo de las notas.',
        fieldType: 'SELECCION',
        options: ['2026-II', '2026-I', '2025-II', '2025-I'],
      },
    ],
  },
  {
    code: 'CONSESP',
    name: 'Constancia de estudios',
    summary: 'Acredita que estudias en el instituto este periodo.',
    purpose: 'Para tu empleador, seguro o pasaje universitario.',
    area: 'SM-TK',
    mode: 'AUTOMATICO',
    audiences: ['CARRERA', 'EXTENSION'],
    fee: 10,
    businessDays: 1,
    issuesDocument: true,
    steps: [filed, issued],
    requirements: [active],
  },
  {
    code: 'INSEVASUS',
    name: 'Inscripción a evaluación sustitutoria',
    summary: 'Rinde un examen que reemplaza tu nota más baja del curso.',
    purpose: 'Da una oportunidad de aprobar un curso con una evaluación adicional.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 45,
    businessDays: 3,
    steps: [filed, review(academic), answered],
    requirements: [active, noDebt, course()],
  },
  {
    code: 'JUSTIDPI',
    name: 'Justificación de inasistencia',
    summary: 'Justifica una falta con un documento que la respalde.',
    purpose: 'Evita que una falta justificada cuente para el límite de inasistencias.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA', 'EXTENSION'],
    fee: 0,
    businessDays: 3,
    steps: [filed, review(academic), answered],
    requirements: [
      active,
      course(),
      {
        kind: 'CAMPO',
        name: 'Fecha de la inasistencia',
        description: 'El día que faltaste.',
        fieldType: 'FECHA',
      },
      {
        kind: 'DOCUMENTO',
        name: 'Documento sustentatorio',
        description: 'Certificado médico u otro documento que justifique la falta.',
        formats: ['pdf', 'jpg', 'jpeg', 'png'],
        maxMb: 3,
        maxFiles: 2,
      },
    ],
  },
  {
    code: 'PROCRECNOT',
    name: 'Reclamo de nota',
    summary: 'Pide que el docente revise una nota que crees mal calificada.',
    purpose: 'El docente del curso revisa tu evaluación y responde antes de la decisión.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 0,
    businessDays: 5,
    responder: 'DOCENTE_CURSO',
    steps: [
      filed,
      ['Revisión del docente', 'El docente del curso revisa tu evaluación.'],
      answered,
    ],
    requirements: [active, course(), reason('Evaluación y motivo del reclamo')],
  },
  {
    code: 'RECINASIS',
    name: 'Reconsideración de inasistencias',
    summary: 'Pide revisar faltas registradas por error.',
    purpose: 'El docente del curso verifica tu asistencia y responde antes de la decisión.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 0,
    businessDays: 5,
    responder: 'DOCENTE_CURSO',
    steps: [
      filed,
      ['Revisión del docente', 'El docente del curso verifica tu asistencia.'],
      answered,
    ],
    requirements: [active, course(), reason('Sesiones y motivo')],
  },
  {
    code: 'RETIROPL',
    name: 'Retiro del periodo lectivo',
    summary: 'Deja todos tus cursos del periodo sin que cuenten como desaprobados.',
    purpose: 'Reserva tu matrícula y retoma tus estudios en un periodo siguiente.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 60,
    businessDays: 5,
    asksSms: true,
    steps: [filed, review(academic), answered],
    requirements: [active, noOpen, reason()],
  },
  {
    code: 'RETIROPG',
    name: 'Retiro definitivo del programa',
    summary: 'Termina tu matrícula en el programa de estudios.',
    purpose: 'Cierra tu expediente; podrás pedir tu certificado de los ciclos cursados.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA', 'EXTENSION'],
    fee: 0,
    businessDays: 7,
    asksSms: true,
    steps: [filed, review(academic), answered],
    requirements: [noDebt, noOpen, reason()],
  },
  {
    code: 'RETIROUD',
    name: 'Retiro de unidad didáctica',
    summary: 'Retírate de un curso del periodo actual.',
    purpose: 'El curso no cuenta como desaprobado; lo llevarás en otro periodo.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 30,
    businessDays: 3,
    steps: [filed, review(academic), answered],
    requirements: [active, course(), reason('Motivo del retiro', 300)],
  },
  {
    code: 'REVRETINA',
    name: 'Reversión de retiro por inasistencia',
    summary: 'Pide volver a un curso del que te retiraron por faltas.',
    purpose: 'Si tus faltas estaban justificadas, vuelves al curso con tus notas.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 0,
    businessDays: 3,
    steps: [filed, review(academic), answered],
    requirements: [
      course(),
      {
        kind: 'DOCUMENTO',
        name: 'Sustento de las faltas',
        description: 'Documentos que justifiquen las inasistencias.',
        formats: ['pdf', 'jpg', 'jpeg', 'png'],
        maxMb: 3,
        maxFiles: 2,
      },
    ],
  },
  {
    code: 'CAMBIOTURNO',
    name: 'Cambio de turno',
    summary: 'Pasa al turno mañana, tarde o noche desde el siguiente periodo.',
    purpose: 'Ajusta tu horario a tu trabajo u otras actividades, según las vacantes.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['CARRERA'],
    fee: 25,
    businessDays: 5,
    steps: [filed, review(academic), answered],
    requirements: [
      active,
      noOpen,
      {
        kind: 'CAMPO',
        name: 'Turno solicitado',
        description: 'Sujeto a vacantes.',
        fieldType: 'SELECCION',
        options: ['Mañana', 'Tarde', 'Noche'],
      },
      {
        kind: 'DOCUMENTO',
        name: 'Constancia de trabajo',
        description: 'Opcional, si el cambio es por tu horario laboral.',
        formats: ['pdf'],
        maxMb: 2,
        maxFiles: 1,
        required: false,
      },
    ],
  },
  {
    code: 'RECTINOTA',
    name: 'Rectificación de nota',
    summary: 'Corrige una nota que registraste por error en el acta.',
    purpose: 'La secretaría académica corrige el acta con tu sustento.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['DOCENTE'],
    fee: 0,
    businessDays: 3,
    // A grade changes in the record: the teacher confirms it is them.
    asksSms: true,
    steps: [filed, review(academic), answered],
    requirements: [
      course('Curso y sección'),
      {
        kind: 'CAMPO',
        name: 'Código del estudiante',
        description: 'Como figura en el acta.',
        fieldType: 'TEXTO',
        maxLength: 12,
      },
      reason('Nota registrada, nota correcta y motivo'),
      {
        kind: 'DOCUMENTO',
        name: 'Evidencia de la evaluación',
        description: 'La evaluación calificada o el registro auxiliar.',
        formats: ['pdf', 'jpg', 'jpeg', 'png'],
        maxMb: 5,
        maxFiles: 2,
      },
    ],
  },
  {
    code: 'CARTAPERMA',
    name: 'Constancia de permanencia docente',
    summary: 'Acredita tu tiempo como docente del instituto.',
    purpose: 'Para concursos, colegios profesionales o entidades financieras.',
    area: 'SM-TK',
    mode: 'MANUAL',
    audiences: ['DOCENTE'],
    fee: 0,
    businessDays: 5,
    issuesDocument: true,
    steps: [filed, review('Gestión docente'), issued],
    requirements: [
      {
        kind: 'CAMPO',
        name: 'Entidad destinataria',
        description: 'A quién va dirigida la constancia.',
        fieldType: 'TEXTO',
        maxLength: 120,
      },
    ],
  },
  {
    code: 'FOTOPROF',
    name: 'Validación de foto profesional',
    summary: 'Tu foto para el campus y los documentos del instituto.',
    purpose: 'La foto aprobada aparece en tu perfil y en tu fotocheck.',
    area: 'SM-VD',
    mode: 'MANUAL',
    audiences: ['DOCENTE'],
    fee: 0,
    businessDays: 2,
    steps: [filed, review(validation), answered],
    requirements: [
      {
        kind: 'DOCUMENTO',
        name: 'Foto',
        description: 'Fondo blanco, de frente, sin lentes oscuros.',
        formats: ['jpg', 'jpeg', 'png'],
        maxMb: 2,
        maxFiles: 1,
      },
    ],
  },
  {
    code: 'VISILA',
    name: 'Visado de sílabo',
    summary: 'Envía el sílabo de tu curso para su visado.',
    purpose: 'El sílabo visado se publica para tus estudiantes al inicio del periodo.',
    area: 'SM-VD',
    mode: 'MANUAL',
    audiences: ['DOCENTE'],
    fee: 0,
    businessDays: 4,
    steps: [filed, review(validation), answered],
    requirements: [
      course('Curso'),
      {
        kind: 'DOCUMENTO',
        name: 'Sílabo',
        description: 'En el formato institucional.',
        formats: ['pdf', 'docx'],
        maxMb: 5,
        maxFiles: 1,
      },
    ],
  },
];

/** The signatures of the document-issuing types: the academic secretary, and the director for certificates. */
export const signatureSeeds = [
  { signer: 'Rosa Elena Cárdenas Paredes', post: 'Secretaria académica' },
  { signer: 'Julio César Valdivia Ñahui', post: 'Director general' },
] as const;
