/** One documented component: its address under /documentacion and its folder in src/ui. */
export interface CatalogueEntry {
  /** `/documentacion/{slug}`. */
  slug: string;
  /** Folder and file prefix in src/ui: `src/ui/{folder}/{folder}.demo.tsx`. */
  folder: string;
  title: string;
  summary: string;
}

/** Every component of the shared library (spec §1). */
export const catalogue: readonly CatalogueEntry[] = [
  {
    slug: 'badge',
    folder: 'Badge',
    title: 'Badge',
    summary: 'Contador sobre un icono; muestra 9+ por encima de 9.',
  },
  {
    slug: 'boton',
    folder: 'Button',
    title: 'Botón',
    summary: 'Acciones principales, secundarias y de texto, con estado de carga.',
  },
  {
    slug: 'breadcrumbs',
    folder: 'Breadcrumbs',
    title: 'Breadcrumbs',
    summary: 'Ruta de navegación que se contrae y recorta nombres largos.',
  },
  {
    slug: 'carrusel',
    folder: 'Carousel',
    title: 'Carrusel',
    summary: 'Desplazamiento horizontal de tarjetas en pasos de 230 px.',
  },
  {
    slug: 'checkbox',
    folder: 'Checkbox',
    title: 'Checkbox',
    summary: 'Casilla individual y grupo de casillas con descripción y ayuda.',
  },
  {
    slug: 'codigo-sms',
    folder: 'SmsCodeModal',
    title: 'Código SMS',
    summary: 'Modal para ingresar el código de 6 dígitos con reenvío a los 59 s.',
  },
  {
    slug: 'selector-de-fecha',
    folder: 'DatePicker',
    title: 'Selector de fecha',
    summary: 'Fecha y hora o rango de fechas en es-PE, con días y fechas deshabilitados.',
  },
  {
    slug: 'dropdown',
    folder: 'Dropdown',
    title: 'Dropdown',
    summary: 'Menú de acciones con descripción, icono y opciones deshabilitadas.',
  },
  {
    slug: 'grafico-dona',
    folder: 'DoughnutChart',
    title: 'Gráfico de dona',
    summary: 'Avance respecto de un límite, con mensajes para valores fuera de rango.',
  },
  {
    slug: 'carga-de-archivos',
    folder: 'FileInput',
    title: 'Carga de archivos',
    summary: 'Adjuntar uno o varios archivos validando formato, tamaño y medidas.',
  },
  {
    slug: 'zona-cv',
    folder: 'CvDropzone',
    title: 'Zona para el CV',
    summary: 'Arrastrar o elegir el CV en .doc, .docx o .pdf de hasta 5MB.',
  },
  {
    slug: 'foto-de-perfil',
    folder: 'PhotoUpload',
    title: 'Foto de perfil',
    summary: 'Elegir una foto, recortarla en cuadrado de 164 px y confirmarla.',
  },
  { slug: 'loader', folder: 'Loader', title: 'Loader', summary: 'Indicador de carga animado.' },
  {
    slug: 'skeleton',
    folder: 'Skeleton',
    title: 'Skeleton',
    summary: 'Marcadores de contenido mientras llegan los datos.',
  },
  {
    slug: 'modal',
    folder: 'Modal',
    title: 'Modal',
    summary: 'Diálogo de 463 px (745 px en cuestionarios) y confirmación al abandonar la página.',
  },
  {
    slug: 'paginacion',
    folder: 'Pagination',
    title: 'Paginación',
    summary: 'Páginas numeradas con anterior y siguiente solo cuando existen.',
  },
  {
    slug: 'popover',
    folder: 'Popover',
    title: 'Popover',
    summary: 'Contenido flotante de 328 px junto a su disparador.',
  },
  {
    slug: 'barra-de-progreso',
    folder: 'ProgressBar',
    title: 'Barra de progreso',
    summary: 'Avance coloreado por tramos con leyenda de estado y fecha.',
  },
  { slug: 'radio', folder: 'Radio', title: 'Radio', summary: 'Elegir una opción entre varias.' },
  {
    slug: 'calificacion',
    folder: 'Rating',
    title: 'Calificación',
    summary: 'Círculos numerados y escala de emojis para encuestas.',
  },
  {
    slug: 'tiempo-relativo',
    folder: 'RelativeTime',
    title: 'Tiempo relativo y fechas',
    summary: 'Etiquetas como «hace 5 min» y formatos de fecha y hora es-PE.',
  },
  {
    slug: 'tabla',
    folder: 'ResponsiveTable',
    title: 'Tabla adaptable',
    summary: 'Tabla paginada que se convierte en tarjetas en pantallas angostas.',
  },
  {
    slug: 'editor-de-texto',
    folder: 'RichTextEditor',
    title: 'Editor de texto enriquecido',
    summary: 'Texto con formato, menciones, imágenes y emojis; HTML saneado.',
  },
  {
    slug: 'select',
    folder: 'Select',
    title: 'Select',
    summary: 'Lista de opciones con búsqueda que ignora mayúsculas y tildes.',
  },
  {
    slug: 'switch',
    folder: 'Switch',
    title: 'Switch',
    summary: 'Activar o desactivar una opción.',
  },
  {
    slug: 'pestanas',
    folder: 'Tabs',
    title: 'Pestañas',
    summary: 'Secciones con icono, contador y pestañas deshabilitadas.',
  },
  { slug: 'tag', folder: 'Tag', title: 'Tag', summary: 'Etiqueta de estado o categoría.' },
  {
    slug: 'area-de-texto',
    folder: 'TextArea',
    title: 'Área de texto',
    summary: 'Texto largo con contador y límites de longitud.',
  },
  {
    slug: 'campo-de-texto',
    folder: 'TextField',
    title: 'Campo de texto',
    summary: 'Entrada con las validaciones del campus y sus mensajes.',
  },
  {
    slug: 'toast',
    folder: 'Toast',
    title: 'Toast',
    summary: 'Avisos emergentes de éxito, información, advertencia y error.',
  },
  {
    slug: 'tooltip',
    folder: 'Tooltip',
    title: 'Tooltip',
    summary: 'Ayuda breve de hasta 253 px al pasar o enfocar.',
  },
];

export const findCatalogueEntry = (slug: string | undefined): CatalogueEntry | undefined =>
  catalogue.find((entry) => entry.slug === slug);

/** The catalogue as /documentacion lists it: by Spanish title. */
export const catalogueByTitle: readonly CatalogueEntry[] = [...catalogue].sort((a, b) =>
  a.title.localeCompare(b.title, 'es'),
);
