import { describe, expect, it } from 'vitest';
import type { SeccionDocenteResumen } from '@generated/main/model';
import { groupSections } from './groupSections';

const section = (
  idSeccion: number,
  nombre: string,
  codigoModulo: string,
  idProducto = 1,
  codigoGrupo = 'A',
): SeccionDocenteResumen => ({
  idSeccion,
  nombre,
  slug: nombre.toLowerCase(),
  idProducto,
  nombreProducto: idProducto === 1 ? 'Desarrollo de Software' : 'Ofimática Empresarial',
  isExtension: idProducto !== 1,
  codigoModulo,
  nombreModulo: codigoModulo,
  codigoGrupo,
  codigoPeriodo: '2026-II',
  sede: 'Sede Lima Norte',
  modalidad: 'PRESENCIAL',
  esAsincronico: false,
  horarios: [],
  estudiantes: 20,
  moodleURL: null,
});

describe('groupSections', () => {
  it('groups by programme in order, its modules by cycle, sections by course and group', () => {
    const groups = groupSections([
      section(1, 'Redes', 'CIV'),
      section(2, 'Base de Datos', 'CIII', 1, 'B'),
      section(3, 'Base de Datos', 'CIII', 1, 'A'),
      section(4, 'Excel', '00', 6),
      section(5, 'Algoritmos', 'CI'),
    ]);
    expect(groups.map((group) => group.nombreProducto)).toEqual([
      'Desarrollo de Software',
      'Ofimática Empresarial',
    ]);
    expect(groups[0]!.modules.map((module) => module.label)).toEqual(['CI', 'CIII', 'CIV']);
    expect(groups[0]!.modules[1]!.sections.map((item) => item.idSeccion)).toEqual([3, 2]);
    expect(groups[1]!.modules[0]!.label).toBe('Módulo único');
  });

  it('answers nothing for no sections', () => {
    expect(groupSections([])).toEqual([]);
  });
});
