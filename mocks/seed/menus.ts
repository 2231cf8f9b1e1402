// Server-driven sidebars (spec §2 'Menu and shell'). Every menu starts with Inicio; the student's
// 'Mis cursos' folder is filled per user from their enrolments.
export type MenuProfile = 'alumno' | 'docente' | 'colaborador' | 'psicologo' | 'superadmin';

export interface MenuSeed {
  icono: string;
  titulo: string;
  referencia: string | null;
  expands?: 'programas_alumno';
  hijos?: readonly MenuSeed[];
}

const inicio: MenuSeed = { icono: 'inicio', titulo: 'Inicio', referencia: '/' };

export const menuSeeds: Record<MenuProfile, readonly MenuSeed[]> = {
  alumno: [
    inicio,
    { icono: 'cursos', titulo: 'Mis cursos', referencia: null, expands: 'programas_alumno' },
    {
      icono: 'avance',
      titulo: 'Avance curricular',
      referencia: '/estudiantes/cursos/avance-curricular',
    },
    {
      icono: 'finalizados',
      titulo: 'Cursos finalizados',
      referencia: '/estudiantes/cursos/finalizados',
    },
  ],
  docente: [inicio, { icono: 'clases', titulo: 'Clases', referencia: '/docentes/cursos' }],
  colaborador: [
    inicio,
    {
      icono: 'tramites',
      titulo: 'Trámites',
      referencia: '/admin/tramites/tickets-manuales/pendientes',
    },
    {
      icono: 'reportes',
      titulo: 'Reportes',
      referencia: null,
      hijos: [
        { icono: 'reporte', titulo: 'Trámites', referencia: '/admin/reportes/tramites' },
        { icono: 'reporte', titulo: 'Onboarding', referencia: '/admin/reportes/onboarding' },
        { icono: 'reporte', titulo: 'Curriculum Vitae', referencia: '/admin/reportes/cv' },
      ],
    },
    {
      icono: 'disponibilidad',
      titulo: 'Disponibilidad docente',
      referencia: '/admin/disponibilidad-docente',
    },
  ],
  psicologo: [
    inicio,
    {
      icono: 'orientacion',
      titulo: 'Orientación psicológica',
      referencia: '/psicologos/orientacion-psicologica',
    },
    {
      icono: 'disponibilidad',
      titulo: 'Disponibilidad',
      referencia: '/psicologos/orientacion-psicologica?vista=disponibilidad',
    },
  ],
  superadmin: [
    inicio,
    {
      icono: 'configuracion',
      titulo: 'Configuración',
      referencia: null,
      hijos: [
        { icono: 'parametros', titulo: 'Parámetros', referencia: '/superadmin/parametro' },
        {
          icono: 'nomenclaturas',
          titulo: 'Nomenclaturas',
          referencia: '/superadmin/nomenclaturas',
        },
        { icono: 'usuarios', titulo: 'Usuarios', referencia: '/superadmin/usuarios' },
        { icono: 'auditoria', titulo: 'Auditoría', referencia: '/superadmin/auditoria' },
      ],
    },
  ],
};
