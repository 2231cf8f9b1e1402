// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Tabla {
  id: number;
  codigo: string;
  nombre: string;
  activo: boolean;
  sistema: boolean;
  registros: number;
  version: number;
}
interface Registro {
  id: number;
  tablaId: number;
  codigo: string;
  valor: string;
  orden: number;
  version: number;
}

const TABLES = '/api/main/admin/maestroTabla';
const RECORDS = '/api/main/admin/maestroTablaRegistro';
const superadmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.call('superadmin', { method, url, ...(payload && { payload }) });
const tableByCode = async (codigo: string) => {
  const response = await api.call('superadmin', {
    url: TABLES,
    query: listQuery({ filter: { q: codigo } }),
  });
  return (response.json() as Tabla[]).find((table) => table.codigo === codigo)!;
};

describe('master tables', () => {
  it('lists with a record count, searches and sorts on the server', async () => {
    const response = await api.call('superadmin', {
      url: TABLES,
      query: listQuery({ sort: ['registros', 'DESC'], range: [0, 2] }),
    });
    const rows = response.json() as Tabla[];
    expect(response.headers['content-range']).toMatch(/^maestroTabla 0-2\/\d+$/);
    expect(rows[0]).toMatchObject({ codigo: 'COLEGIO_PROCEDENCIA', registros: 40, sistema: false });
    expect(rows[0]!.registros).toBeGreaterThanOrEqual(rows[1]!.registros);
    expect(await tableByCode('TIPO_DOCUMENTO')).toMatchObject({ sistema: true, activo: true });
  });

  it('creates a table and its records, then deletes them in order, all audited', async () => {
    const created = await superadmin('POST', TABLES, {
      codigo: 'TIPO_BECA',
      nombre: '  Tipos de beca ',
    });
    expect(created.statusCode).toBe(200);
    const table = created.json() as Tabla;
    expect(table).toMatchObject({
      nombre: 'Tipos de beca',
      registros: 0,
      activo: true,
      version: 1,
    });

    const again = await superadmin('POST', TABLES, { codigo: 'tipo_beca', nombre: 'Otra' });
    expect(again.statusCode).toBe(400);

    const record = await superadmin('POST', RECORDS, {
      tablaId: table.id,
      codigo: 'EXC',
      valor: 'Beca por excelencia',
      orden: 1,
    });
    expect(record.json()).toMatchObject({ tablaId: table.id, codigo: 'EXC', activo: true });
    const duplicate = await superadmin('POST', RECORDS, {
      tablaId: table.id,
      codigo: 'exc',
      valor: 'Repetida',
    });
    expect(duplicate.json()).toMatchObject({ messagePublic: adminTexts.recordCodeTaken });

    const refused = await superadmin('DELETE', `${TABLES}/${table.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(adminTexts.tableHasRecords);

    const { id: recordId } = record.json() as Registro;
    expect((await superadmin('DELETE', `${RECORDS}/${recordId}`)).statusCode).toBe(200);
    expect((await superadmin('DELETE', `${TABLES}/${table.id}`)).statusCode).toBe(200);
    expect((await superadmin('GET', `${TABLES}/${table.id}`)).statusCode).toBe(404);

    const audit = await api.call('superadmin', {
      url: '/api/main/admin/auditoria',
      query: listQuery({ filter: { resource: 'maestroTabla', recordId: String(table.id) } }),
    });
    expect((audit.json() as { action: string }[]).map((entry) => entry.action)).toEqual([
      'delete',
      'create',
    ]);
  });

  it('never deletes a table the campus reads, even an empty one', async () => {
    const table = await tableByCode('TIPO_DOCUMENTO');
    const refused = await superadmin('DELETE', `${TABLES}/${table.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(adminTexts.systemTable);
  });

  it('refuses a save from a stale copy and keeps the code fixed', async () => {
    const table = await tableByCode('ESTADO_CIVIL');
    const changes = { nombre: 'Estados civiles', descripcion: 'Para la ficha.', activo: true };
    const saved = await superadmin('PUT', `${TABLES}/${table.id}`, {
      ...changes,
      version: table.version,
    });
    expect(saved.json()).toMatchObject({ codigo: 'ESTADO_CIVIL', version: table.version + 1 });
    const stale = await superadmin('PUT', `${TABLES}/${table.id}`, {
      ...changes,
      version: table.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(texts.staleRecord);
    const renamed = await superadmin('PUT', `${TABLES}/${table.id}`, {
      ...changes,
      codigo: 'OTRO',
      version: table.version + 1,
    });
    expect(renamed.statusCode).toBe(400);
  });

  it.each([
    ['codigo', 'A', texts.validation.minLength(2)],
    ['codigo', 'A'.repeat(41), texts.validation.maxLength],
    ['codigo', 'tipo beca', texts.validation.format],
    ['nombre', 'ab', texts.validation.minLength(3)],
    ['nombre', 'a'.repeat(81), texts.validation.maxLength],
  ])('refuses a table whose %s is %j with the spec message', async (field, value, message) => {
    const response = await superadmin('POST', TABLES, {
      codigo: 'NUEVA_TABLA',
      nombre: 'Nueva tabla',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it.each([
    ['AB', 'abc', 200],
    ['A'.repeat(40), 'a'.repeat(80), 200],
  ])('accepts a table at the limits (%s)', async (codigo, nombre, status) => {
    const response = await superadmin('POST', TABLES, { codigo, nombre });
    expect(response.statusCode).toBe(status);
  });

  it('refuses a record of a table that does not exist, and an order out of range', async () => {
    const missing = await superadmin('POST', RECORDS, { tablaId: 9999, codigo: 'X', valor: 'X' });
    expect(missing.json().errors).toEqual({ tablaId: [adminTexts.tableNotFound] });
    const table = await tableByCode('TURNO');
    const order = await superadmin('POST', RECORDS, {
      tablaId: table.id,
      codigo: 'Z',
      valor: 'Madrugada',
      orden: 10000,
    });
    expect(order.json().errors).toEqual({ orden: [texts.validation.maximum] });
  });

  it("lists one table's records in order", async () => {
    const table = await tableByCode('TURNO');
    const response = await api.call('superadmin', {
      url: RECORDS,
      query: listQuery({ filter: { tablaId: table.id } }),
    });
    expect((response.json() as Registro[]).map((record) => record.valor)).toEqual([
      'Mañana',
      'Tarde',
      'Noche',
    ]);
  });

  it.each(['colaborador', 'alumno', 'docente', 'psicologo'])('refuses %s', async (usuario) => {
    const response = await api.call(usuario, { url: TABLES });
    expect(response.statusCode).toBe(403);
    const write = await api.call(usuario, {
      method: 'POST',
      url: TABLES,
      payload: { codigo: 'NO', nombre: 'No permitido' },
    });
    expect(write.statusCode).toBe(403);
  });
});
