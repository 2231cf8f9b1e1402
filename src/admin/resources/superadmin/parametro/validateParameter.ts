import type { CustomValidator } from '@rjsf/utils';
import { checkParameter } from '@/lib/parameters/parameterRules';

interface ParameterValues {
  clave?: string;
  valor?: string;
  valor2?: string;
}

/**
 * The parameter form's check of a known key's value, by the rules the demo API applies
 * (src/lib/parameters/parameterRules): an edit names the record's key, a create reads the typed
 * one. An empty valor is left to the schema's own "required".
 */
export const validateParameter =
  (fixedKey?: string): CustomValidator =>
  (formData, errors) => {
    const values = (formData ?? {}) as ParameterValues;
    const clave = fixedKey ?? values.clave ?? '';
    if (!values.valor?.trim()) return errors;
    const invalid = checkParameter(clave, values.valor, values.valor2);
    for (const message of invalid?.valor ?? []) errors.valor?.addError(message);
    for (const message of invalid?.valor2 ?? []) errors.valor2?.addError(message);
    return errors;
  };
