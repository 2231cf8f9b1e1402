/**
 * Spanish texts of the component library, copied verbatim from spec §4, §5, §8 and §9 (including
 * the spec's own spellings). Components and their tests import them from here.
 */
export const texts = {
  required: 'El campo es requerido.',
  loader: {
    label: 'Cargando',
  },
  badge: {
    overflow: '9+',
  },
  tag: {
    remove: (label: string) => `Quitar ${label}`,
  },
  checkbox: {
    moreInfo: (item: string) => `Más información sobre ${item}`,
  },
  dropdown: {
    newTab: '(se abre en una pestaña nueva)',
  },
  fileInput: {
    required: 'El campo es requerido.',
    format: 'El archivo es de un formato no permitido.',
    size: 'El archivo excede el tamaño permitido.',
    maxFiles: 'Has llegado al máximo de archivos adjuntos.',
    dimensions: 'Las medidas superan el tamaño permitido',
    dimensionsHint: (bounds: readonly string[]) => `Medidas permitidas: ${bounds.join(', ')}.`,
    /** One bound of the hint, e.g. 'ancho de 100 a 800 px' or 'alto máximo 600 px'. */
    dimensionBound: (name: 'ancho' | 'alto', min?: number, max?: number) => {
      if (min !== undefined && max !== undefined) return `${name} de ${min} a ${max} px`;
      return min !== undefined ? `${name} mínimo ${min} px` : `${name} máximo ${max} px`;
    },
    pick: 'Seleccionar archivo',
    reading: 'Cargando archivo',
    attached: 'Archivos adjuntos',
    remove: (name: string) => `Quitar ${name}`,
  },
  photoUpload: {
    format: '* El archivo es de un formato no permitido',
    size: (max: string) => `El archivo excede el tamaño permitido (Máximo: ${max})`,
    label: 'Foto de perfil',
    pick: 'Elegir foto',
    crop: 'Recortar',
    cancel: 'Cancelar',
    change: 'Cambiar foto',
    current: 'Foto de perfil actual',
    cropped: 'Foto de perfil recortada',
    cropArea: 'Área de recorte',
    cropHelp: 'Arrastra la foto o usa las flechas para moverla; + y - la acercan o alejan.',
    zoom: 'Acercamiento',
    loading: 'Cargando foto',
    hint: (max: string) => `JPG o PNG, máximo ${max}.`,
  },
  cvDropzone: {
    size: 'El archivo no puede ser mayor a 5MB',
    retry: 'Inténtalo nuevamente',
    label: 'Curriculum Vitae',
    zone: 'Arrastra tu CV aquí o haz clic para elegirlo',
    formats: 'Formatos .doc, .docx o .pdf, máximo 5MB.',
  },
  modal: {
    leavePage: '¿Seguro que deseas abandonar esta página?',
    close: 'Cerrar',
    stay: 'Quedarme',
    leave: 'Salir',
  },
  toast: {
    close: 'Cerrar',
    region: {
      'top-left': 'Avisos arriba a la izquierda',
      'top-center': 'Avisos arriba al centro',
      'top-right': 'Avisos arriba a la derecha',
      'bottom-left': 'Avisos abajo a la izquierda',
      'bottom-center': 'Avisos abajo al centro',
      'bottom-right': 'Avisos abajo a la derecha',
    },
  },
  tabs: {
    badge: (count: number) => (count === 1 ? '1 pendiente' : `${count} pendientes`),
  },
  doughnut: {
    overLimit: (limit: number) =>
      `El valor excede al 100% del límite. Envía un valor desde el 0 al ${limit} o modifica el límite de ${limit}.`,
    negative: 'El valor es menor a 0. Usa valores positivos para este gráfico.',
    label: 'Avance',
    description: (label: string, value: number, limit: number, percent: number) =>
      `${label}: ${value} de ${limit} (${percent}%)`,
  },
  tooltip: {
    empty: 'No se encontró información',
  },
  select: {
    required: 'El campo es requerido.',
    empty: 'No se encontraron registros.',
    search: 'Buscar',
  },
  table: {
    empty: 'No se encontraron resultados',
    scrollRegion: (label: string) => `${label} (área desplazable)`,
    pagination: (label: string) => `Páginas de ${label}`,
  },
  pagination: {
    label: 'Paginación',
    goToPage: (page: number) => `Ir a la página ${page}`,
    currentPage: (page: number) => `Página ${page}, actual`,
    previous: 'Página anterior',
    next: 'Página siguiente',
  },
  progressBar: {
    label: 'Progreso',
    legend: 'Estados',
  },
  carousel: {
    label: 'Carrusel',
    track: 'Elementos',
    previous: 'Anterior',
    next: 'Siguiente',
  },
  breadcrumbs: {
    label: 'Ruta de navegación',
    expand: 'Mostrar la ruta completa',
    newTab: '(se abre en una pestaña nueva)',
  },
  textField: {
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    counter: (count: number, max: number) => `${count} / ${max}`,
  },
  textArea: {
    maxLength: 'Longitud máxima alcanzada',
    minLength: 'Longitud mínima no alcanzada',
    required: 'El campo es requerido',
  },
  richText: {
    maxLength: '* Longitud máxima alcanzada.',
    minLength: '* Longitud mínima no alcanzada.',
    required: '* El campo es requerido.',
    counter: (count: number, max: number) => `${count} / ${max}`,
    imageFormat: 'El archivo es de un formato no permitido.',
    toolbar: {
      bold: 'Negrita',
      italic: 'Cursiva',
      bulletList: 'Lista con viñetas',
      orderedList: 'Lista numerada',
      link: 'Enlace',
      emoji: 'Insertar emoji',
      image: 'Insertar imagen',
    },
    imageInput: 'Elegir imagen',
    emojiList: 'Emojis',
    mentionList: 'Personas para mencionar',
    linkMenu: {
      editLinkAddTitle: 'Agregar enlace',
      editLinkEditTitle: 'Editar enlace',
      editLinkTextInputLabel: 'Texto',
      editLinkHrefInputLabel: 'Enlace',
      editLinkCancelButtonLabel: 'Cancelar',
      editLinkSaveButtonLabel: 'Guardar',
      viewLinkEditButtonLabel: 'Editar',
      viewLinkRemoveButtonLabel: 'Quitar',
    },
  },
  smsCode: {
    wrongCode: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
    title: 'Código de verificación',
    description: 'Ingresa el código de 6 dígitos que te enviamos por SMS.',
    digit: (position: number, total: number) => `Dígito ${position} de ${total}`,
    code: 'Código de verificación',
    confirm: 'Confirmar',
    resend: 'Reenviar código',
    countdown: (time: string) => `Podrás solicitar un nuevo código en ${time}`,
  },
  datePicker: {
    create: 'Crear evento',
    cancel: 'Cancelar',
    apply: 'Aplicar',
    clear: 'Borrar',
    weekdays: ['LUN', 'MAR', 'MIÉ', 'JUE', 'VIE', 'SÁB', 'DOM'],
    open: (field: string) => `Abrir calendario: ${field}`,
    rangeStart: 'Inicio',
    rangeEnd: 'Fin',
    notChosen: 'Sin elegir',
  },
  rating: {
    emojiScale: ['Muy mal', 'Mal', 'Regular', 'Bien', 'Muy bien'],
    label: 'Calificación',
    circle: (value: number, scale: number) => `${value} de ${scale}`,
  },
} as const;
