import { describe, expect, it } from 'vitest';
import { fallbackMenuIcon, getMenuIcon, menuIcons } from './menuIcons';

const CODES = [
  'inicio',
  'cursos',
  'programa',
  'curso',
  'avance',
  'finalizados',
  'clases',
  'tramites',
  'firmas',
  'documentos',
  'reportes',
  'reporte',
  'disponibilidad',
  'orientacion',
  'configuracion',
  'parametros',
  'usuarios',
  'auditoria',
  'nomenclaturas',
  'panel',
  'tablas',
  'permisos',
  'segmentos',
  'reglamentos',
  'genericos',
  'credenciales',
  'notificaciones',
  'referidos',
  'tareas',
  'tour',
  'tutoriales',
  'institucional',
  'guia',
  'programacion',
  'evaluacion',
  'alerta',
  'desarrollo',
  'capacitaciones',
  'encuestas',
  'notas',
  'pagos',
  'asistente',
];

describe('menu icons', () => {
  it('maps every known code to its own icon', () => {
    expect(Object.keys(menuIcons).sort()).toEqual([...CODES].sort());
    for (const code of CODES) expect(getMenuIcon(code)).not.toBe(fallbackMenuIcon);
  });

  it('ignores case and surrounding spaces', () => {
    expect(getMenuIcon(' Tramites ')).toBe(menuIcons.tramites);
  });

  it('falls back for unknown or missing codes', () => {
    expect(getMenuIcon('biblioteca')).toBe(fallbackMenuIcon);
    expect(getMenuIcon('')).toBe(fallbackMenuIcon);
    expect(getMenuIcon(null)).toBe(fallbackMenuIcon);
    expect(getMenuIcon('constructor')).toBe(fallbackMenuIcon);
  });
});
