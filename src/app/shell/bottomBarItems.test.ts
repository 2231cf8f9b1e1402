import { describe, expect, it } from 'vitest';
import { bottomBarItems } from './bottomBarItems';

describe('bottomBarItems', () => {
  it.each([
    ['student', 'Mi horario', '/estudiantes/horario/semana', '/mi-cuenta'],
    ['teacher', 'Programación', '/docentes/programacion-docente', '/'],
    ['collaborator', 'Publicación', '/', '/'],
    [null, 'Publicación', '/', '/'],
  ] as const)('%s: schedule item %s', (role, scheduleLabel, scheduleTo, accountTo) => {
    expect(bottomBarItems(role)).toEqual([
      { key: 'home', kind: 'link', label: 'Inicio', to: '/' },
      { key: 'schedule', kind: 'link', label: scheduleLabel, to: scheduleTo },
      { key: 'myAccount', kind: 'link', label: 'Mi cuenta', to: accountTo },
      { key: 'menu', kind: 'menu', label: 'Menú' },
    ]);
  });
});
