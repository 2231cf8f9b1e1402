// Every text of the onboarding and the data update (spec §2 /onboarding*, /actualizar-datos*;
// the spec gives no wording beyond spec §5's field messages, which the fields show themselves).
import { countOf } from '@/lib/text';

const stepStates = {
  PENDIENTE: 'Pendiente',
  OMITIDO: 'Omitido',
  COMPLETADO: 'Completado',
} as const;

export const texts = {
  titles: {
    SECUENCIAL: 'Te damos la bienvenida al instituto',
    EXTENSION: 'Te damos la bienvenida a tu curso de extensión',
    ACTUALIZACION: 'Actualiza tus datos',
  },
  intros: {
    SECUENCIAL:
      'Antes de empezar, completa tus datos paso a paso. Cada paso se guarda al continuar: puedes salir y retomar donde te quedaste.',
    EXTENSION:
      'Son solo unos pasos: tus datos, tu contacto y las directivas del instituto. Cada paso se guarda al continuar.',
    ACTUALIZACION:
      'Cada año revisamos contigo los datos que pueden haber cambiado. Confirma o corrige cada paso.',
  },
  loadError: 'No pudimos cargar tus pasos.',
  steps: {
    label: 'Pasos',
    progress: (done: number, total: number) => `${done} de ${total} pasos listos`,
    stepOf: (position: number, total: number) => `Paso ${position} de ${total}`,
    states: stepStates,
    stateLabel: (titulo: string, estado: keyof typeof stepStates) =>
      `${titulo}: ${stepStates[estado].toLowerCase()}`,
    optional: 'Opcional',
  },
  actions: {
    save: 'Guardar y continuar',
    saving: 'Guardando…',
    saveSkipped: 'Guardar',
    back: 'Anterior',
    skip: 'Omitir por ahora',
    skipping: 'Omitiendo…',
    continue: 'Continuar',
    home: 'Ir al inicio',
  },
  done: {
    title: '¡Listo! Completaste todos los pasos.',
    text: 'Gracias por mantener tus datos al día. Ya puedes usar el campus.',
  },
  onlySkipped: {
    title: 'Completaste los pasos obligatorios.',
    text: (count: number) =>
      count === 1
        ? 'Te queda 1 paso que dejaste para después. Complétalo cuando puedas.'
        : `Te quedan ${count} pasos que dejaste para después. Complétalos cuando puedas.`,
    list: 'Ver pasos omitidos',
  },
  skipped: {
    titles: {
      ONBOARDING: 'Pasos omitidos',
      ACTUALIZACION: 'Datos por actualizar',
    },
    intro:
      'Estos son los pasos que dejaste para después. Complétalos cuando tengas la información a la mano.',
    empty: 'No tienes pasos omitidos.',
    complete: 'Completar ahora',
    completeLabel: (titulo: string) => `Completar ahora: ${titulo}`,
    skippedOn: (date: string) => `Omitido el ${date}`,
    saved: (titulo: string) => `Guardamos el paso «${titulo}».`,
    back: 'Volver a la lista',
  },
  skipNow: {
    title: 'Omitir pasos por ahora',
    intro:
      'Estos pasos son opcionales. Puedes dejarlos para después y completarlos desde tus pasos omitidos.',
    none: 'Por ahora no tienes pasos que puedas omitir. Continúa con tu onboarding.',
    skipAll: 'Omitir y continuar',
    completeNow: 'Completarlos ahora',
    toOnboarding: 'Continuar con el onboarding',
  },
  personal: {
    title: 'Datos personales',
    names: 'Nombres y apellidos',
    code: 'Código de estudiante',
    namesHint:
      'Tus nombres los registra la oficina de admisión. Si hay un error, solicita su corrección.',
    documentType: 'Tipo de documento',
    documentTypes: { DNI: 'DNI', CE: 'Carné de extranjería', PASAPORTE: 'Pasaporte' },
    documentNumber: 'Número de documento',
    documentHints: {
      DNI: '8 dígitos',
      CE: '9 dígitos',
      PASAPORTE: 'De 6 a 12 letras y números',
    },
    birthDate: 'Fecha de nacimiento',
    tooYoung: 'Revisa tu fecha de nacimiento.',
    sex: 'Sexo',
    sexes: { F: 'Femenino', M: 'Masculino', O: 'Prefiero no decirlo' },
    nationality: 'Nacionalidad',
    maritalStatus: 'Estado civil',
    maritalStatuses: {
      SOLTERO: 'Soltero(a)',
      CASADO: 'Casado(a)',
      CONVIVIENTE: 'Conviviente',
      DIVORCIADO: 'Divorciado(a)',
      VIUDO: 'Viudo(a)',
    },
  },
  contact: {
    title: 'Contacto y dirección',
    email: 'Correo personal',
    phone: 'Celular',
    phoneHint: '9 dígitos, empieza con 9',
    address: 'Dirección',
    place: 'Distrito donde vives',
    unverified: 'Verificarás este número con un código por SMS desde tu perfil.',
  },
  emergency: {
    title: 'Contacto de emergencia',
    intro: 'La persona a quien llamaremos si te ocurre algo en el instituto.',
    name: 'Nombres y apellidos',
    relationship: 'Parentesco',
    relationships: {
      PADRE: 'Padre',
      MADRE: 'Madre',
      HERMANO: 'Hermano(a)',
      CONYUGE: 'Cónyuge',
      HIJO: 'Hijo(a)',
      ABUELO: 'Abuelo(a)',
      TIO: 'Tío(a)',
      OTRO: 'Otro',
    },
    phone: 'Celular',
  },
  school: {
    title: 'Estudios secundarios',
    name: 'Institución educativa',
    kind: 'Tipo de gestión',
    kinds: { PUBLICO: 'Pública', PRIVADO: 'Privada' },
    year: 'Año en que terminaste la secundaria',
    place: 'Distrito de la institución educativa',
  },
  health: {
    title: 'Salud y discapacidad',
    intro:
      'Es opcional y confidencial: lo usa bienestar estudiantil para darte los apoyos que necesites.',
    hasDisability: '¿Tienes alguna discapacidad?',
    yesNo: { SI: 'Sí', NO: 'No' },
    disabilityKind: 'Tipo de discapacidad',
    disabilityKinds: {
      FISICA: 'Física',
      VISUAL: 'Visual',
      AUDITIVA: 'Auditiva',
      INTELECTUAL: 'Intelectual',
      PSICOSOCIAL: 'Psicosocial',
      OTRA: 'Otra',
    },
    conadis: 'Número de carné CONADIS (opcional)',
    support: 'Apoyo que necesitas en clase (opcional)',
    insurance: 'Seguro de salud',
    insurances: { SIS: 'SIS', ESSALUD: 'EsSalud', PRIVADO: 'Seguro privado', NINGUNO: 'No tengo' },
  },
  socioeconomic: {
    title: 'Datos socioeconómicos',
    intro: 'Es opcional: nos ayuda a evaluar becas y beneficios para ti.',
    works: '¿Trabajas actualmente?',
    household: 'Personas que viven en tu hogar (contándote)',
    income: 'Ingreso familiar mensual',
    incomes: {
      HASTA_1130: 'Hasta S/ 1,130',
      DE_1131_A_2000: 'De S/ 1,131 a S/ 2,000',
      DE_2001_A_3500: 'De S/ 2,001 a S/ 3,500',
      DE_3501_A_5000: 'De S/ 3,501 a S/ 5,000',
      MAS_DE_5000: 'Más de S/ 5,000',
    },
    housing: 'Vivienda',
    housings: {
      PROPIA: 'Propia',
      ALQUILADA: 'Alquilada',
      FAMILIAR: 'De un familiar',
      OTRA: 'Otra',
    },
    funding: '¿Quién paga tus estudios?',
    fundings: {
      PROPIO: 'Yo mismo(a)',
      FAMILIA: 'Mi familia',
      BECA: 'Una beca',
      EMPRESA: 'Mi empleador',
      OTRO: 'Otro',
    },
  },
  directives: {
    title: 'Directivas del instituto',
    pending: (count: number) =>
      `Tienes ${countOf(count, 'directiva', 'directivas')} por leer y aceptar.`,
    allAccepted: 'Aceptaste todas las directivas.',
    read: 'Leer y aceptar las directivas',
    loadError: 'No pudimos cargar las directivas.',
  },
  photo: {
    title: 'Foto de perfil',
    intro: 'Una foto de frente y con fondo claro, como la de tu carné. La verán tus docentes.',
    label: 'Foto de perfil',
    saving: 'Guardando tu foto…',
    saved: 'Tu foto se guardó.',
  },
  phone: {
    title: 'Verificar número de celular',
    current: (phone: string) => `Tu celular registrado es ${phone}.`,
    none: 'No tienes un celular registrado.',
    intro: 'Te enviaremos un código por SMS para confirmar que el número es tuyo.',
    verify: 'Verificar mi celular',
  },
} as const;
