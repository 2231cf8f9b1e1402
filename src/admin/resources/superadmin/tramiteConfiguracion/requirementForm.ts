import type { UiSchema } from '@rjsf/utils';
import validateFns from '@generated/forms/RequisitoCambios';
import type { RequirementRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import { contractForm } from '@/admin/forms/contractSchema';

/** The contract's change of a requirement: one schema for every kind. */
export const requirementForm = contractForm('RequisitoCambios', validateFns);

const hidden = { 'ui:widget': 'hidden' };

/** The fields of the record's kind, as the demo API takes them (the others stay hidden). */
export function requirementUiSchema(requirement: RequirementRecord): UiSchema {
  const document = requirement.tipo === 'DOCUMENTO';
  const text = requirement.tipo === 'CAMPO' && requirement.tipoCampo === 'TEXTO';
  const choice = requirement.tipo === 'CAMPO' && requirement.tipoCampo === 'SELECCION';
  const cycle = requirement.tipo === 'REGLA' && requirement.regla === 'CICLO_MINIMO';
  return {
    descripcion: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    // A rule is always required: its box would offer what the server refuses.
    obligatorio: requirement.tipo === 'REGLA' ? hidden : {},
    formatos: document ? { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } } : hidden,
    pesoMaximoMb: document ? {} : hidden,
    cantidadMaxima: document ? {} : hidden,
    longitudMaxima: text ? {} : hidden,
    opciones: choice ? { 'ui:options': { orderable: false } } : hidden,
    valorRegla: cycle ? {} : hidden,
    version: hidden,
  };
}
