import { describe, expect, it } from 'vitest';
import type { RequirementRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import { feeText, requirementDetail, texts } from './texts';

const requirement = (fields: Partial<RequirementRecord>) =>
  ({ tipo: 'CAMPO', ...fields }) as RequirementRecord;

describe('procedure configuration texts', () => {
  it('says whom a change leaves alone: nobody, one request, or many', () => {
    expect(texts.newRequestsOnly(0)).toBe(
      'Los cambios se aplican a las solicitudes que se registren desde ahora.',
    );
    expect(texts.newRequestsOnly(1)).toMatch(
      /la solicitud en proceso conserva las reglas con que se registró\.$/,
    );
    expect(texts.newRequestsOnly(21)).toMatch(
      /las 21 solicitudes en proceso conservan las reglas con que se registraron\.$/,
    );
  });

  it('writes a fee in soles, and none as free', () => {
    expect(feeText(0)).toBe('Gratuito');
    expect(feeText(120)).toMatch(/^S\/\s?120\.00$/);
  });

  it('sums up what each kind of requirement asks', () => {
    expect(
      requirementDetail(
        requirement({
          tipo: 'DOCUMENTO',
          formatos: ['pdf', 'png'],
          pesoMaximoMb: 2,
          cantidadMaxima: 2,
        }),
      ),
    ).toBe('PDF, PNG · hasta 2 MB · hasta 2 archivos');
    expect(
      requirementDetail(
        requirement({ tipo: 'DOCUMENTO', formatos: ['pdf'], pesoMaximoMb: 1, cantidadMaxima: 1 }),
      ),
    ).toBe('PDF · hasta 1 MB · 1 archivo');
    expect(
      requirementDetail(requirement({ tipoCampo: 'SELECCION', opciones: ['Mañana', 'Noche'] })),
    ).toBe('Selección: Mañana, Noche');
    expect(requirementDetail(requirement({ tipoCampo: 'TEXTO', longitudMaxima: 500 }))).toBe(
      'Texto · hasta 500 caracteres',
    );
    expect(
      requirementDetail(requirement({ tipo: 'REGLA', regla: 'CICLO_MINIMO', valorRegla: 'CIV' })),
    ).toBe('Ciclo mínimo: CIV');
  });
});
