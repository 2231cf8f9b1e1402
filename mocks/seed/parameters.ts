import type { BrandSeed } from './brands.ts';

export interface ParameterSeed {
  clave: string;
  valor: string;
  valor2: string | null;
  descripcion: string;
}

// Spec §5: how course and programme names are capitalised on screen.
const capitalizeVariables = {
  siempreMayusculas: [
    'TI',
    'SAC',
    'SRL',
    'CAD',
    'PLC',
    'ERP',
    'NIIF',
    'SQL',
    'BI',
    'SST',
    'UX',
    'UI',
  ],
  nuncaCapitalizar: [
    'de',
    'del',
    'la',
    'las',
    'los',
    'y',
    'e',
    'en',
    'a',
    'el',
    'para',
    'por',
    'con',
  ],
  fragmentosMayusculas: ['I+D', '2D', '3D', '.NET', 'S.A.C.', 'E.I.R.L.'],
};

const flag = (clave: string, valor: '0' | '1', descripcion: string): ParameterSeed => ({
  clave,
  valor,
  valor2: null,
  descripcion,
});

export const globalParameters: readonly ParameterSeed[] = [
  flag('EVA_NOTIFICATION', '1', 'Activa las notificaciones en el campus.'),
  flag('EVA_ELECTIVES', '1', 'Muestra la vista de cursos electivos a los estudiantes.'),
  {
    clave: 'CAPITALIZE_VARIABLES',
    valor: JSON.stringify(capitalizeVariables),
    valor2: null,
    descripcion: 'Reglas de capitalización de nombres de cursos, programas y sedes.',
  },
  flag('EVA_PERFIL_CONFIGURACION', '1', 'Muestra la opción Configuración en el menú de perfil.'),
  flag(
    'EVA_CAMBIO_CLAVE',
    '1',
    'Muestra la opción para cambiar la contraseña en el menú de perfil.',
  ),
  flag(
    'EVA_CORREO_INSTITUCIONAL',
    '0',
    'Muestra el acceso al correo institucional en el menú de perfil.',
  ),
  flag('EVA_TOUR', '1', 'Activa el recorrido guiado por las nuevas funcionalidades.'),
  flag(
    'EVA_DISPONIBILIDAD_SABADO',
    '0',
    'Permite registrar disponibilidad de asesorías los sábados.',
  ),
  flag(
    'EVA_DISPONIBILIDAD_DOMINGO',
    '0',
    'Permite registrar disponibilidad de asesorías los domingos.',
  ),
  {
    clave: 'EVA_DISPONIBILIDAD_SEMANAS',
    valor: '2',
    valor2: null,
    descripcion: 'Semanas hacia adelante en las que se puede registrar disponibilidad.',
  },
  {
    clave: 'EVA_PUBLICACIONES_POR_PAGINA',
    valor: '20',
    valor2: null,
    descripcion: 'Cantidad de publicaciones que carga cada página del inicio.',
  },
  {
    clave: 'EVA_VELOCIDAD_MINIMA',
    valor: '3',
    valor2: null,
    descripcion: 'Velocidad mínima de conexión (Mbps) antes de advertir una conexión inestable.',
  },
];

export function brandParameters(brand: BrandSeed): ParameterSeed[] {
  const mail = `gestion.docente@${brand.domain}`;
  return [
    {
      clave: 'EVA_CorreoGestionDocente',
      valor: `Escríbenos a ${mail}`,
      valor2: `mailto:${mail}`,
      descripcion: 'Contacto de gestión docente.',
    },
  ];
}
