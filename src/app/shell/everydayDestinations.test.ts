import { describe, expect, it } from 'vitest';
import { everydayDestinations } from './everydayDestinations';
import { menuItem } from './test/fixtures';

const studentMenu = [
  menuItem({ id: 0, titulo: 'Inicio', referencia: '/' }),
  menuItem({ id: 1, titulo: 'Mis cursos', referencia: null }), // a folder
  menuItem({ id: 2, titulo: 'Biblioteca', referencia: 'https://biblioteca.example' }),
  menuItem({
    id: 3,
    titulo: 'Avance curricular',
    referencia: '/estudiantes/cursos/avance-curricular',
  }),
  menuItem({ id: 4, titulo: 'Cursos finalizados', referencia: '/estudiantes/cursos/finalizados' }),
  menuItem({ id: 5, titulo: 'Pagos', referencia: '/estudiantes/pagos' }),
];

describe('everydayDestinations', () => {
  it("gives a student's Mi cuenta first, the schedule, then the menu's first two pages", () => {
    expect(everydayDestinations('student', studentMenu)).toEqual({
      hrefs: [
        '/mi-cuenta',
        '/estudiantes/horario/semana',
        '/estudiantes/cursos/avance-curricular',
        '/estudiantes/cursos/finalizados',
      ],
      profileDialog: false,
    });
  });

  it("gives a teacher's schedule and menu, and Mi cuenta as the profile dialog", () => {
    const menu = [menuItem({ id: 1, titulo: 'Clases', referencia: '/docentes/cursos' })];
    expect(everydayDestinations('teacher', menu)).toEqual({
      hrefs: ['/docentes/programacion-docente', '/docentes/cursos'],
      profileDialog: true,
    });
  });

  it("leaves out home (a collaborator's 'Publicación') and waits for no menu", () => {
    expect(everydayDestinations('collaborator', undefined)).toEqual({
      hrefs: [],
      profileDialog: true,
    });
  });

  it('leaves out a menu page opened in a new tab', () => {
    const menu = [
      menuItem({ id: 1, titulo: 'Aula', referencia: '/docentes/cursos', target: '_blank' }),
    ];
    expect(everydayDestinations('teacher', menu).hrefs).toEqual(['/docentes/programacion-docente']);
  });
});
