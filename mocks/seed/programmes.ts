// Programme catalogue: each career runs six cycles (CI..CVI) with two specific courses per cycle
// plus one transversal course shared by every career; extension programmes are a single module.
// A few names are stored as the institute's older systems typed them, in capitals or in lower
// case: the campus shows them through CAPITALIZE_VARIABLES (spec §5), as it shows every name.
export interface ProgrammeSeed {
  code: string;
  name: string;
  kind: 'CARRERA' | 'EXTENSION';
  brands: readonly string[];
  /** Courses per cycle code, in order. */
  cycles: Readonly<Record<string, readonly string[]>>;
}

export const transversalCourses: Readonly<Record<string, string>> = {
  CI: 'Comunicación Efectiva',
  CII: 'Matemática Aplicada',
  CIII: 'inglés técnico i',
  CIV: 'inglés técnico ii',
  CV: 'Emprendimiento e Innovación',
  CVI: 'Ética y Ciudadanía',
};

export const programmeSeeds: readonly ProgrammeSeed[] = [
  {
    code: 'DSW',
    name: 'Desarrollo de Software',
    kind: 'CARRERA',
    brands: ['HZT', 'CMB', 'NRT'],
    cycles: {
      CI: ['Fundamentos de Programación', 'Arquitectura de Computadoras'],
      CII: ['Programación Orientada a Objetos', 'Base de Datos I'],
      CIII: ['Programación Web I', 'Base de Datos II'],
      CIV: ['Programación Web II', 'Desarrollo de Aplicaciones Móviles'],
      CV: ['Arquitectura de Software', 'Calidad de Software'],
      CVI: ['GESTIÓN DE PROYECTOS DE TI', 'Computación en la Nube'],
    },
  },
  {
    code: 'ADM',
    name: 'Administración de Empresas',
    kind: 'CARRERA',
    brands: ['HZT', 'CMB', 'PCF', 'AMZ', 'ALT', 'NRT'],
    cycles: {
      CI: ['Fundamentos de Administración', 'Economía General'],
      CII: ['Contabilidad General', 'Gestión del Talento Humano'],
      CIII: ['Marketing Estratégico', 'Estadística para los Negocios'],
      CIV: ['Finanzas Corporativas', 'Gestión de Operaciones'],
      CV: ['Comercio Internacional', 'Planeamiento Estratégico'],
      CVI: ['Gestión de la Calidad', 'Proyecto de Negocios'],
    },
  },
  {
    code: 'CNT',
    name: 'Contabilidad',
    kind: 'CARRERA',
    brands: ['HZT', 'PCF', 'ALT'],
    cycles: {
      CI: ['Contabilidad Básica', 'Documentación Comercial'],
      CII: ['Contabilidad Intermedia', 'Legislación Laboral'],
      CIII: ['Contabilidad de Costos', 'Tributación I'],
      CIV: ['Tributación II', 'Contabilidad Gubernamental'],
      CV: ['Auditoría Financiera', 'Normas NIIF'],
      CVI: ['Análisis de Estados Financieros', 'Sistemas Contables ERP'],
    },
  },
  {
    code: 'DGR',
    name: 'Diseño Gráfico',
    kind: 'CARRERA',
    brands: ['HZT', 'CMB', 'AMZ'],
    cycles: {
      CI: ['Dibujo Artístico', 'Teoría del Color'],
      CII: ['Tipografía', 'Diseño Vectorial'],
      CIII: ['Fotografía Digital', 'Diseño Editorial'],
      CIV: ['Identidad Corporativa', 'Animación 2D'],
      CV: ['Diseño de Experiencia de Usuario', 'Modelado 3D'],
      CVI: ['Dirección de Arte', 'Portafolio Profesional'],
    },
  },
  {
    code: 'ELI',
    name: 'Electrónica Industrial',
    kind: 'CARRERA',
    brands: ['HZT', 'PCF', 'ALT', 'NRT'],
    cycles: {
      CI: ['Circuitos Eléctricos', 'Dibujo Técnico CAD'],
      CII: ['Electrónica Analógica', 'Mediciones Eléctricas'],
      CIII: ['Electrónica Digital', 'Máquinas Eléctricas'],
      CIV: ['Controladores Lógicos Programables PLC', 'Electrónica de Potencia'],
      CV: ['Automatización Industrial', 'Instrumentación Industrial'],
      CVI: ['Redes Industriales', 'Mantenimiento Electrónico'],
    },
  },
  {
    code: 'ENF',
    name: 'Enfermería Técnica',
    kind: 'CARRERA',
    brands: ['CMB', 'PCF', 'AMZ', 'ALT'],
    cycles: {
      CI: ['Anatomía y Fisiología', 'Primeros Auxilios'],
      CII: ['Farmacología Básica', 'Enfermería Básica'],
      CIII: ['Salud Comunitaria', 'Nutrición y Dietética'],
      CIV: ['Atención Materno Infantil', 'Enfermería en Emergencias'],
      CV: ['Salud del Adulto Mayor', 'Bioseguridad Hospitalaria'],
      CVI: ['Gestión de Servicios de Salud', 'Práctica Clínica Integral'],
    },
  },
  {
    code: 'OFI',
    name: 'OFIMÁTICA EMPRESARIAL',
    kind: 'EXTENSION',
    brands: ['HZT', 'CMB', 'PCF', 'AMZ', 'ALT', 'NRT'],
    cycles: {
      '00': [
        'Excel Empresarial',
        'POWER BI PARA LA GESTIÓN',
        'Herramientas Colaborativas en la Nube',
      ],
    },
  },
];

export const cycleSeeds: ReadonlyArray<{ code: string; ordinal: number; name: string }> = [
  { code: '00', ordinal: 0, name: 'Módulo único' },
  ...['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'].map((roman, i) => ({
    code: `C${roman}`,
    ordinal: i + 1,
    name: `Ciclo ${roman}`,
  })),
];

export const periodSeeds = [
  { code: '2025-I', startsOn: '2025-03-24', endsOn: '2025-07-18', isCurrent: false },
  { code: '2025-II', startsOn: '2025-08-18', endsOn: '2025-12-12', isCurrent: false },
  { code: '2026-I', startsOn: '2026-03-23', endsOn: '2026-07-17', isCurrent: false },
  { code: '2026-II', startsOn: '2026-08-17', endsOn: '2026-12-11', isCurrent: true },
] as const;
