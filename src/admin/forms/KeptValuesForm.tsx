import type { CustomValidator, ErrorSchema, UiSchema } from '@rjsf/utils';
import { useContext, useState } from 'react';
import { useNotify } from 'react-admin';
import type { ContractForm } from './contractSchema';
import { FormDirtyContext } from './FormDialog';
import { hasChanges } from './hasChanges';
import SchemaForm from './SchemaForm';
import { isFieldErrors, toErrorSchema } from './serverErrors';

export interface KeptValuesFormProps {
  form: ContractForm;
  uiSchema?: UiSchema;
  /** The values the form opens with. */
  initial: Record<string, unknown>;
  saving?: boolean;
  /** Saves; react-admin's `save` answers a 400's field errors, which the form shows. */
  onSave: (values: Record<string, unknown>) => unknown;
  customValidate?: CustomValidator;
}

/** The fields a person can see and fix: the schema's own, not hidden by the uiSchema. */
const visibleFields = (form: ContractForm, uiSchema: UiSchema = {}) =>
  Object.keys(form.schema.properties ?? {}).filter(
    (name) => (uiSchema[name] as UiSchema | undefined)?.['ui:widget'] !== 'hidden',
  );

/**
 * A schema form that holds what was typed: react-admin refetches the record after a failed save
 * (a stale version's 409, a code already taken), and the form must keep the user's values rather
 * than show the refetched ones. On an edit, the version read stays too, so saving again is
 * refused until the page is reloaded, as the message says. A 400's field errors (rules only the
 * server knows, like a code already taken) show under their fields until the next change.
 */
export default function KeptValuesForm({
  form,
  uiSchema,
  initial,
  saving,
  onSave,
  customValidate,
}: KeptValuesFormProps) {
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const notify = useNotify();
  const setDirty = useContext(FormDirtyContext);
  const save = async (submitted: Record<string, unknown>) => {
    const answer = await onSave(submitted);
    if (!isFieldErrors(answer)) return;
    setServerErrors(toErrorSchema(answer));
    // react-admin stays quiet on field errors; one on no visible field would go unseen.
    const shown = visibleFields(form, uiSchema);
    const unseen = Object.entries(answer).find(([field]) => !shown.includes(field));
    if (unseen) notify(unseen[1][0] ?? '', { type: 'error' });
  };
  return (
    <SchemaForm
      schema={form.schema}
      validator={form.validator}
      uiSchema={uiSchema}
      formData={values}
      saving={saving}
      extraErrors={serverErrors}
      customValidate={customValidate}
      onChange={(changed) => {
        setValues(changed);
        setServerErrors(undefined);
        // A FormDialog around the form asks before closing over unsaved input.
        setDirty(hasChanges(changed, initial));
      }}
      onSubmit={(submitted) => void save(submitted)}
    />
  );
}
