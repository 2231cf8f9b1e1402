import type { UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { useEditContext, type RaRecord } from 'react-admin';
import { pickSchemaValues, type ContractForm } from './contractSchema';
import SchemaForm from './SchemaForm';

interface SchemaEditFormProps {
  form: ContractForm;
  uiSchema?: UiSchema;
}

/** The form of a react-admin `<Edit>`: the record's values for the schema, saved through `save`. */
export default function SchemaEditForm({ form, uiSchema }: SchemaEditFormProps) {
  const { record, save, saving } = useEditContext();
  if (!record || !save) return null;
  return (
    <EditValues
      key={String(record.id)}
      form={form}
      uiSchema={uiSchema}
      record={record}
      saving={saving}
      onSave={(values) => void save(values)}
    />
  );
}

/**
 * Holds what was typed: react-admin refetches the record after a failed save (a stale version's
 * 409), and the form must keep the user's values rather than show the refetched ones. The version
 * read stays too, so saving again is refused until the page is reloaded, as the message says.
 */
function EditValues(props: {
  form: ContractForm;
  uiSchema?: UiSchema;
  record: RaRecord;
  saving?: boolean;
  onSave: (values: Record<string, unknown>) => void;
}) {
  const { form, uiSchema, record, saving, onSave } = props;
  const [values, setValues] = useState(() => pickSchemaValues(form.schema, record));
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
