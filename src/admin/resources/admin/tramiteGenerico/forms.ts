import type { UiSchema } from '@rjsf/utils';
import type { TipoRequisitoGenerico } from '@generated/main/model';
import finalFns from '@generated/forms/ConfiguracionFinalGenerica';
import informationFns from '@generated/forms/InformacionTramiteGenericoCambios';
import questionFns from '@generated/forms/PreguntaGenericaCambios';
import requirementFns from '@generated/forms/RequisitoGenericoCambios';
import { contractForm } from '@/admin/forms/contractSchema';

// The contract's own request schemas: a property added there is a field here, with its rules.
export const informationForm = contractForm('InformacionTramiteGenericoCambios', informationFns);
export const questionForm = contractForm('PreguntaGenericaCambios', questionFns);
export const requirementForm = contractForm('RequisitoGenericoCambios', requirementFns);
export const finalForm = contractForm('ConfiguracionFinalGenerica', finalFns);

export const informationUiSchema: UiSchema = {
  descripcion: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  proposito: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  audiencias: { 'ui:widget': 'checkboxes' },
};

export const questionUiSchema: UiSchema = {
  descripcion: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  respuestas: { 'ui:options': { orderable: false } },
};

const DOCUMENT_FIELDS = ['formatos', 'pesoMaximoMb', 'cantidadMaxima'] as const;

/** A requirement's form shows only its kind's fields; the kind itself is fixed. */
export function requirementUiSchema(kind: TipoRequisitoGenerico): UiSchema {
  const hidden = kind === 'DOCUMENTO' ? ['longitudMaxima'] : [...DOCUMENT_FIELDS];
  return {
    tipo: { 'ui:widget': 'hidden' },
    descripcion: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    formatos: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } },
    ...Object.fromEntries(hidden.map((name) => [name, { 'ui:widget': 'hidden' }])),
  };
}

/** The final step's form saves; publishing is its own button. */
export const finalUiSchema: UiSchema = {
  area: { 'ui:widget': 'radio' },
  publicar: { 'ui:widget': 'hidden' },
};
