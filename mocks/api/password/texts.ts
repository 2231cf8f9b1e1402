// The Spanish texts of the password change (ours, except spec §5's two rule messages).

export const passwordTexts = {
  changed: 'Tu contraseña se actualizó correctamente.',
  wrongCurrent: 'La contraseña actual no es correcta.',
  // spec §5, verbatim: different-to and equal-to.
  sameAsCurrent: 'Haz un ingresado un valor similar',
  confirmationDiffers: 'No coincide con el campo.',
  notSkippable:
    'Debes cambiar tu contraseña temporal antes de continuar. Este paso no se puede omitir.',
} as const;
