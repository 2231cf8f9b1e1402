import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { useCreateContext } from 'react-admin';
import type { ContractForm } from './contractSchema';
import KeptValuesForm from './KeptValuesForm';

interface SchemaCreateFormProps {
  form: ContractForm;
  uiSchema?: UiSchema;
  /** Values fixed by the page (the table a record belongs to); the schema's defaults do the rest. */
  initial?: Record<string, unknown>;
  customValidate?: CustomValidator;
}

/** The form of a react-admin `<Create>`: the schema's fields, saved through `save`. */
export default function SchemaCreateForm({
  form,
  uiSchema,
  initial = {},
  customValidate,
}: SchemaCreateFormProps) {
  const { save, saving } = useCreateContext();
  if (!save) return null;
  return (
    <KeptValuesForm
      form={form}
      uiSchema={uiSchema}
      customValidate={customValidate}
      initial={initial}
      saving={saving}
      onSave={(values) => save(values)}
    />
  );
}
