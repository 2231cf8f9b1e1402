import type { UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import type { ContractForm } from './contractSchema';
import SchemaForm from './SchemaForm';

export interface KeptValuesFormProps {
  form: ContractForm;
  uiSchema?: UiSchema;
  /** The values the form opens with. */
  initial: Record<string, unknown>;
  saving?: boolean;
  onSave: (values: Record<string, unknown>) => void;
}

/**
 * A schema form that holds what was typed: react-admin refetches the record after a failed save
 * (a stale version's 409, a code already taken), and the form must keep the user's values rather
 * than show the refetched ones. On an edit, the version read stays too, so saving again is
 * refused until the page is reloaded, as the message says.
 */
export default function KeptValuesForm({
  form,
  uiSchema,
  initial,
  saving,
  onSave,
}: KeptValuesFormProps) {
  const [values, setValues] = useState(initial);
  return (
    <SchemaForm
      schema={form.schema}
      validator={form.validator}
      uiSchema={uiSchema}
      formData={values}
      saving={saving}
      onChange={setValues}
      onSubmit={onSave}
    />
  );
}
