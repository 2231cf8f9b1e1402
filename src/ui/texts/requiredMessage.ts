export const requiredMessage = 'El campo es requerido.';
