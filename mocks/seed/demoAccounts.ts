// The fixed accounts of ARCHITECTURE §1; every one signs in with DEMO_PASSWORD.
export const DEMO_PASSWORD = 'Campus2026';

export type Permission =
  | 'ADMDISPO'
  | 'DISPODOC'
  | 'PROGDOCADM'
  | 'PROGDOCREP'
  | 'PROGDOCPROC'
  | 'CONFPUBL'
  | 'FJPUBALU'
  | 'FJPUBDOC'
  | 'ELIMPUBL';

export interface DemoAccount {
  usuario: string;
  /** Who the account is, as printed for whoever runs the demo. */
  descripcion: string;
  tip: 1 | 2 | 3;
  firstName: string;
  paternalSurname: string;
  maternalSurname: string;
  gender: 'F' | 'M';
  isAdmin: boolean;
  isPsychologist: boolean;
  isSuperadmin: boolean;
  areaId: number | null;
  permissions: readonly Permission[];
}

// Publishing, pinning, deleting posts and teacher scheduling; the superadmin adds processing.
const COLLABORATOR_PERMISSIONS: readonly Permission[] = [
  'CONFPUBL',
  'FJPUBALU',
  'FJPUBDOC',
  'ELIMPUBL',
  'ADMDISPO',
  'PROGDOCADM',
  'PROGDOCREP',
];

const base = {
  isAdmin: false,
  isPsychologist: false,
  isSuperadmin: false,
  areaId: null,
  permissions: [],
};

export const demoAccounts: readonly DemoAccount[] = [
  {
    ...base,
    usuario: 'alumno',
    descripcion: 'Estudiante de Desarrollo de Software (ciclo III) y de un curso de extensión',
    tip: 1,
    firstName: 'Lucía',
    paternalSurname: 'Quispe',
    maternalSurname: 'Huamán',
    gender: 'F',
  },
  {
    ...base,
    usuario: 'docente',
    descripcion: 'Docente con varias secciones a cargo',
    tip: 2,
    firstName: 'Jorge',
    paternalSurname: 'Ramírez',
    maternalSurname: 'Salazar',
    gender: 'M',
  },
  {
    ...base,
    usuario: 'colaborador',
    descripcion: 'Colaboradora administrativa con permisos de publicación y programación docente',
    tip: 3,
    firstName: 'Carmen',
    paternalSurname: 'Flores',
    maternalSurname: 'Rojas',
    gender: 'F',
    isAdmin: true,
    areaId: 12,
    permissions: COLLABORATOR_PERMISSIONS,
  },
  {
    ...base,
    usuario: 'psicologo',
    descripcion: 'Psicóloga (administrativa) de orientación psicológica',
    tip: 3,
    firstName: 'Andrea',
    paternalSurname: 'Vargas',
    maternalSurname: 'Mendoza',
    gender: 'F',
    isAdmin: true,
    isPsychologist: true,
    areaId: 14,
    permissions: ['DISPODOC'],
  },
  {
    ...base,
    usuario: 'superadmin',
    descripcion: 'Superadministrador: parámetros, nomenclaturas, usuarios y auditoría',
    tip: 3,
    firstName: 'Ricardo',
    paternalSurname: 'Torres',
    maternalSurname: 'Paredes',
    gender: 'M',
    isAdmin: true,
    isSuperadmin: true,
    areaId: 1,
    permissions: [...COLLABORATOR_PERMISSIONS, 'PROGDOCPROC'],
  },
];
