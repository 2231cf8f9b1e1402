/** Texts of the component documentation pages (/documentacion). */
export const texts = {
  indexTitle: 'Documentación de componentes',
  indexIntro:
    'Componentes compartidos del campus. Cada página muestra sus variantes en modo claro y en modo oscuro, y las propiedades que recibe.',
  listLabel: 'Componentes',
  light: 'Modo claro',
  dark: 'Modo oscuro',
  props: 'Propiedades',
  propsScroll: 'Tabla de propiedades, desplazable',
  propName: 'Nombre',
  propType: 'Tipo',
  propDefault: 'Por defecto',
  propDescription: 'Descripción',
  required: 'Requerida',
  notFound: 'No se encontró el componente',
  notFoundDetail: 'Revisa la dirección o elige un componente de la lista.',
  backToIndex: 'Ver todos los componentes',
} as const;
