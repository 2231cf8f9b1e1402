export const textFieldTexts = {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  counter: (count: number, max: number) => `${count} / ${max}`,
} as const;
