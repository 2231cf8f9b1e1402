// What the courses issue shows besides grades: elective and autonomous units with their options,
// evaluation plans, the library and the student guides. All fiction.

/** The units added to every career (one of each kind, in the cycle named). */
export const unitSeeds = [
  {
    kind: 'ELECTIVO',
    cycle: 'CIII',
    name: 'Electivo de Especialidad',
    credits: 2,
    options: [
      {
        name: 'Diseño de Experiencias Digitales',
        short: 'Crea interfaces centradas en las personas, del boceto al prototipo.',
        long: 'Aprenderás a investigar a los usuarios, definir flujos y construir prototipos navegables que se pueden probar con personas reales. Cerrarás con un caso para una empresa aliada.',
        video: 'https://www.youtube.com/watch?v=cAmPuS00001',
        sessions: 8,
      },
      {
        name: 'Analítica de Datos para Negocios',
        short: 'Convierte datos en decisiones con tableros claros.',
        long: 'Limpiarás y cruzarás datos de ventas y operaciones, y los contarás en tableros que un gerente entiende en un minuto. Incluye buenas prácticas de privacidad.',
        video: 'https://vimeo.com/100000001',
        sessions: 8,
      },
      {
        name: 'Gestión Ágil de Equipos',
        short: 'Organiza el trabajo en ciclos cortos y entregas frecuentes.',
        long: 'Practicarás tableros, reuniones breves y retrospectivas en un proyecto real del instituto, y aprenderás a medir el avance sin burocracia.',
        video: null,
        sessions: 6,
      },
    ],
  },
  {
    kind: 'AUTONOMO',
    cycle: 'CIII',
    name: 'Unidad Didáctica de Aprendizaje Autónomo',
    credits: 1,
    options: [
      {
        name: 'Finanzas Personales',
        short: 'Ordena tu presupuesto y aprende a ahorrar con metas.',
        long: 'Una unidad a tu ritmo: lecturas cortas, videos y una evaluación final que puedes intentar varias veces. Al terminar tendrás tu propio plan de ahorro.',
        video: 'https://www.youtube.com/watch?v=cAmPuS00002',
        sessions: 4,
      },
      {
        name: 'Comunicación en Redes Profesionales',
        short: 'Construye un perfil profesional que abra puertas.',
        long: 'Aprenderás a presentar tus proyectos, escribir con claridad y cuidar tu reputación digital. Cerrarás publicando tu perfil revisado por un tutor.',
        video: 'https://vimeo.com/100000002',
        sessions: 4,
      },
      {
        name: 'Primeros Auxilios Básicos',
        short: 'Actúa con calma ante una emergencia en casa o en el trabajo.',
        long: 'Videos guiados y casos prácticos sobre qué hacer ante caídas, quemaduras o atragantamientos, y cuándo llamar a los servicios de emergencia.',
        video: null,
        sessions: 3,
      },
    ],
  },
] as const;

/** Evaluation plans: name, weight and what is evaluated. Dual courses add the company's part. */
export const evaluationPlans = {
  REGULAR: [
    { name: 'Evaluación parcial 1', percentage: 20, description: 'Prueba escrita de la unidad 1.' },
    { name: 'Evaluación parcial 2', percentage: 20, description: 'Prueba escrita de la unidad 2.' },
    {
      name: 'Trabajo aplicativo',
      percentage: 25,
      description: 'Proyecto en equipo con exposición.',
    },
    { name: 'Evaluación final', percentage: 35, description: 'Prueba integral del curso.' },
  ],
  DUAL: [
    { name: 'Evaluación parcial', percentage: 25, description: 'Prueba escrita en el instituto.' },
    {
      name: 'Desempeño en la empresa',
      percentage: 40,
      description: 'Informe del tutor empresarial.',
    },
    { name: 'Evaluación final', percentage: 35, description: 'Prueba integral del curso.' },
  ],
  AUTONOMO: [
    {
      name: 'Evaluación de la unidad',
      percentage: 100,
      description: 'Mejor intento de la unidad.',
    },
  ],
} as const;

/** A course's summary and competence, built from its name. */
export const courseSummary = (name: string) => ({
  summary: `${name} es un curso teórico-práctico que desarrolla los fundamentos y las técnicas del área a través de casos y proyectos cercanos a la vida profesional. Se organiza en cuatro unidades y cierra con un trabajo aplicativo.`,
  competence: `Aplica los conocimientos de ${name.toLowerCase()} para resolver problemas del entorno laboral con responsabilidad y trabajo en equipo.`,
});

export const librarySeeds = [
  {
    kind: 'BASE_DATOS',
    title: 'Biblioteca Digital Horizonte',
    description: 'Más de 20 000 libros electrónicos de tecnología, gestión y ciencias aplicadas.',
    url: 'https://biblioteca.campus.example/digital',
  },
  {
    kind: 'BASE_DATOS',
    title: 'Repositorio de Normas Técnicas',
    description: 'Normas técnicas peruanas e internacionales para tus proyectos.',
    url: 'https://biblioteca.campus.example/normas',
  },
  {
    kind: 'LIBRO',
    title: 'Programación desde cero',
    description: 'Libro introductorio con ejercicios resueltos y retos semanales.',
    url: 'https://biblioteca.campus.example/libros/programacion-desde-cero',
  },
  {
    kind: 'LIBRO',
    title: 'Contabilidad para emprendedores',
    description: 'Conceptos básicos de contabilidad aplicados a pequeños negocios.',
    url: 'https://biblioteca.campus.example/libros/contabilidad-emprendedores',
  },
  {
    kind: 'REVISTA',
    title: 'Revista Técnica del Instituto',
    description: 'Artículos de docentes y estudiantes sobre innovación aplicada.',
    url: 'https://biblioteca.campus.example/revista',
  },
  {
    kind: 'GUIA',
    title: 'Cómo citar tus fuentes',
    description: 'Guía breve de citas y referencias con ejemplos.',
    url: 'https://biblioteca.campus.example/guias/citas',
  },
  {
    kind: 'GUIA',
    title: 'Buscar información confiable',
    description: 'Estrategias para encontrar y evaluar fuentes en internet.',
    url: 'https://biblioteca.campus.example/guias/busqueda',
  },
] as const;

export const guideSeeds = [
  {
    kind: 'CARRERA',
    title: 'Tu primer ciclo',
    summary: 'Lo que necesitas saber para empezar con el pie derecho.',
    body: 'Revisa tu horario cada semana, marca tu asistencia y entra al campus a diario. Si tienes dudas, tu tutor de ciclo te acompaña.',
  },
  {
    kind: 'CARRERA',
    title: 'Evaluaciones y notas',
    summary: 'Cómo se calcula tu promedio y cómo pedir una revisión.',
    body: 'Cada curso tiene un plan de evaluaciones con su peso. Apruebas con 13. Si no estás de acuerdo con una nota publicada, puedes solicitar su revisión desde la página del curso.',
  },
  {
    kind: 'CARRERA',
    title: 'Prácticas preprofesionales',
    summary: 'Requisitos y pasos para tus prácticas.',
    body: 'Desde el cuarto ciclo puedes iniciar tus prácticas. Registra tu plan en la oficina de empleabilidad y presenta tus informes mensuales.',
  },
  {
    kind: 'CARRERA',
    title: 'Trámites frecuentes',
    summary: 'Constancias, certificados y retiros desde el campus.',
    body: 'Todos los trámites se inician en la sección Trámites. Antes de enviar revisa los requisitos y el costo.',
  },
  {
    kind: 'EXTENSION',
    title: 'Cómo funcionan los cursos de extensión',
    summary: 'Un solo módulo, clases prácticas y certificado al finalizar.',
    body: 'Los cursos de extensión se organizan en un módulo único. Al aprobarlos recibes tu certificado digital.',
  },
  {
    kind: 'EXTENSION',
    title: 'Certificación',
    summary: 'Cuándo y cómo recibes tu certificado.',
    body: 'El certificado se emite cuando apruebas todos los cursos del programa con 13 o más y no tienes deudas pendientes.',
  },
  {
    kind: 'EXTENSION',
    title: 'Clases virtuales',
    summary: 'Recomendaciones para tus sesiones en línea.',
    body: 'Conéctate cinco minutos antes, usa audífonos y ten a la mano los materiales de la sesión.',
  },
] as const;
