import { VALIDATION_MESSAGES as messages } from '../../../src/lib/validation/messages.ts';

/** What the onboarding operations answer (spec §5's messages; the rest in the campus' words). */
export const onboardingTexts = {
  ...messages,
  ubigeo: 'Elige un distrito de la lista.',
  tooYoung: 'Revisa tu fecha de nacimiento.',
  outOfOrder: 'Completa primero los pasos anteriores.',
  wrongSection: 'Estos datos no corresponden a este paso.',
  elsewhere: 'Este paso se completa desde su propia página.',
  notSkippable: 'Este paso no se puede omitir.',
  saved: 'Guardamos tus datos.',
  skipped: 'Dejaste estos pasos para después. Los encontrarás en tus pasos omitidos.',
} as const;
