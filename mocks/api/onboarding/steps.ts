// The steps of the onboarding and of the yearly data update (issue 34). Which steps a student has
// is data: their copies of the process task's subtasks (012's definitions, 041's seed); what each
// step asks, whether it may be left for later and whether an extension student gets it is this
// catalogue's. A step the catalogue does not know is shown but not saved here.

export type Proceso = 'ONBOARDING' | 'ACTUALIZACION';

/** What a step asks for: a form saved by `onboarding/alumno/{x}/actualizar`, or another page's action. */
export type Seccion =
  | 'datosPersonales'
  | 'contacto'
  | 'emergencia'
  | 'estudios'
  | 'salud'
  | 'socioeconomico'
  | 'directivas'
  | 'foto'
  | 'telefono';

/** The sections saved through the onboarding's own operation. */
export const FORM_SECTIONS = [
  'datosPersonales',
  'contacto',
  'emergencia',
  'estudios',
  'salud',
  'socioeconomico',
] as const satisfies readonly Seccion[];
export type FormSection = (typeof FORM_SECTIONS)[number];

/** The flow task (012) each process is. */
export const PROCESS_TASKS: Record<Proceso, string> = {
  ONBOARDING: 'onBoarding',
  ACTUALIZACION: 'actualizarDatos',
};

export interface StepKind {
  seccion: Seccion;
  /** May be left for later: what a student declares by choice (health, income) or adds (photo). */
  omitible: boolean;
  /** Part of the shorter onboarding of extension (continuing education) students. */
  extension: boolean;
}

const step = (seccion: Seccion, omitible = false, extension = false): StepKind => ({
  seccion,
  omitible,
  extension,
});

/** Every step by its module (the subtask definitions' `modulo`). */
export const STEPS: Readonly<Record<string, StepKind>> = {
  onboardingDatos: step('datosPersonales', false, true),
  onboardingContacto: step('contacto', false, true),
  onboardingEmergencia: step('emergencia'),
  onboardingEstudios: step('estudios'),
  onboardingSalud: step('salud', true),
  onboardingSocioeconomico: step('socioeconomico', true),
  onboardingDirectivas: step('directivas', false, true),
  onboardingFoto: step('foto', true),
  actualizarCorreo: step('contacto'),
  verificarCelular: step('telefono'),
  actualizarEmergencia: step('emergencia'),
  actualizarSalud: step('salud', true),
  actualizarSocioeconomico: step('socioeconomico', true),
};

/** The onboarding's steps an extension student gets, in the catalogue's order. */
export const EXTENSION_STEPS = Object.keys(STEPS).filter(
  (modulo) => modulo.startsWith('onboarding') && STEPS[modulo]!.extension,
);
