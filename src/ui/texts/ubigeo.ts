export const ubigeoTexts = {
  department: 'Departamento',
  province: 'Provincia',
  district: 'Distrito',
} as const;
