// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import type { Place } from './places.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: { students: 5 } });
});
afterAll(() => api.app.close());

const list = async (level: string, parent?: string): Promise<Place[]> => {
  const query = parent === undefined ? '' : `?codigoPadre=${parent}`;
  const response = await api.call('alumno.nuevo', {
    method: 'GET',
    url: `/api/main/ubigeo/${level}/listar${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().results as Place[];
};

const names = (places: Place[]) => places.map((place) => place.nombre);
const spanish = new Intl.Collator('es').compare;

describe('Peru’s ubigeo (issue 54: 18 of 25 departments had no provinces)', () => {
  it('walks every department and every province down to at least one district', async () => {
    const departments = await list('departamentos');
    expect(departments).toHaveLength(25);
    let provinces = 0;
    let districts = 0;
    for (const department of departments) {
      const its = await list('provincias', department.codigo);
      expect(its.length, department.nombre).toBeGreaterThan(0);
      provinces += its.length;
      for (const province of its) {
        const under = await list('distritos', province.codigo);
        expect(under.length, `${department.nombre}, ${province.nombre}`).toBeGreaterThan(0);
        expect(under.every((d) => d.codigo.startsWith(province.codigo))).toBe(true);
        districts += under.length;
      }
    }
    // INEI's list: 196 provinces and 1,892 districts.
    expect(provinces).toBe(196);
    expect(districts).toBe(1892);
  });

  it('reaches Puno, San Román, Juliaca (a newcomer from outside Lima)', async () => {
    expect(names(await list('provincias', '21'))).toContain('San Román');
    expect(await list('distritos', '2111')).toContainEqual({ codigo: '211101', nombre: 'Juliaca' });
  });

  it('sorts by Spanish collation: Áncash between Amazonas and Apurímac, not last', async () => {
    const departments = names(await list('departamentos'));
    expect(departments.slice(0, 3)).toEqual(['Amazonas', 'Áncash', 'Apurímac']);
    expect(departments.at(-1)).toBe('Ucayali');
    const lima = names(await list('distritos', '1501'));
    expect(lima).toEqual([...lima].sort(spanish));
    // Accented names sit with their unaccented letter: Rímac before Santa Anita, after Pueblo Libre.
    expect(lima.indexOf('Rímac')).toBeGreaterThan(lima.indexOf('Punta Negra'));
    expect(lima.indexOf('Rímac')).toBeLessThan(lima.indexOf('San Bartolo'));
  });

  it('answers nothing under a code that is no place, and 400 for a parent of the wrong level', async () => {
    expect(await list('provincias', '26')).toEqual([]);
    const wrong = await api.call('alumno.nuevo', {
      method: 'GET',
      url: '/api/main/ubigeo/distritos/listar?codigoPadre=21',
    });
    expect(wrong.statusCode).toBe(400);
  });
});
