// The Spanish texts of the directive operations (ours: the spec names none).

export const directiveTexts = {
  accepted: 'Registramos tu aceptación de la directiva.',
  alreadyAccepted: 'Ya aceptaste esta directiva. Solo se acepta una vez.',
  notCurrent:
    'Esta versión de la directiva ya no está vigente. Recarga la página para leer la nueva.',
  version: (numero: number, day: string) => `Versión ${numero} · Publicada el ${day}`,
  footer: 'Publicada en el campus virtual del instituto.',
} as const;
