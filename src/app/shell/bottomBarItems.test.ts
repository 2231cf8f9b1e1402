import { describe, expect, it } from 'vitest';
import { bottomBarItems } from './bottomBarItems';

const studentAccount = { key: 'myAccount', kind: 'link', label: 'Mi cuenta', to: '/mi-cuenta' };
const dialogAccount = { key: 'myAccount', kind: 'profileDialog', label: 'Mi cuenta' };

describe('bottomBarItems', () => {
  it.each([
    ['student', 'Mi horario', '/estudiantes/horario/semana', studentAccount],
    ['teacher', 'Programación', '/docentes/programacion-docente', dialogAccount],
    ['collaborator', 'Publicación', '/', dialogAccount],
    [null, 'Publicación', '/', dialogAccount],
  ] as const)('%s: schedule item %s', (role, scheduleLabel, scheduleTo, account) => {
    expect(bottomBarItems(role)).toEqual([
      { key: 'home', kind: 'link', label: 'Inicio', to: '/' },
      { key: 'schedule', kind: 'link', label: scheduleLabel, to: scheduleTo },
      account,
      { key: 'menu', kind: 'menu', label: 'Menú' },
    ]);
  });
});
