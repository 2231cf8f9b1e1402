import { describe, expect, it } from 'vitest';
import type { RequisitoConfiguracion } from '@generated/main/model';
import { requirementRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import { pickSchemaValues } from '@/admin/forms/contractSchema';
import { requirementForm, requirementUiSchema } from './requirementForm';

const base = {
  idRequisito: 12,
  nombre: 'Copia del DNI',
  descripcion: 'Ambas caras, legibles.',
  obligatorio: true,
  orden: 4,
  version: 1,
  tramite: {
    idTipoTramite: 3,
    codigo: 'CERTESTSU',
    slug: 'certificado',
    nombre: 'Certificado',
    activo: true,
  },
  fechaActualizacion: null,
} as const;

const visible = (record: ReturnType<typeof requirementRecord>) =>
  Object.entries(requirementUiSchema(record))
    .filter(([, ui]) => (ui as { 'ui:widget'?: string })['ui:widget'] !== 'hidden')
    .map(([name]) => name)
    .sort();

describe('the requirement form', () => {
  it('edits a document in MB and sends back only what a document has', () => {
    const record = requirementRecord({
      ...base,
      tipo: 'DOCUMENTO',
      formatos: ['pdf'],
      pesoMaximo: 2 * 1024 * 1024,
      cantidadMaxima: 2,
    } as RequisitoConfiguracion);
    expect(record).toMatchObject({ id: 12, pesoMaximoMb: 2 });
    expect(pickSchemaValues(requirementForm.schema, record)).toEqual({
      nombre: 'Copia del DNI',
      descripcion: 'Ambas caras, legibles.',
      obligatorio: true,
      formatos: ['pdf'],
      pesoMaximoMb: 2,
      cantidadMaxima: 2,
      version: 1,
    });
    expect(visible(record)).toEqual(
      ['cantidadMaxima', 'descripcion', 'formatos', 'obligatorio', 'pesoMaximoMb'].sort(),
    );
  });

  it("shows a choice's options as their values, and a rule without its required box", () => {
    const choice = requirementRecord({
      ...base,
      tipo: 'CAMPO',
      tipoCampo: 'SELECCION',
      opciones: [{ valor: 'Mañana', etiqueta: 'Mañana' }],
    } as RequisitoConfiguracion);
    expect(choice.opciones).toEqual(['Mañana']);
    expect(visible(choice)).toEqual(['descripcion', 'obligatorio', 'opciones']);
    const cycle = requirementRecord({
      ...base,
      tipo: 'REGLA',
      regla: 'CICLO_MINIMO',
      valorRegla: 'CIV',
    } as RequisitoConfiguracion);
    expect(visible(cycle)).toEqual(['descripcion', 'valorRegla']);
  });
});
