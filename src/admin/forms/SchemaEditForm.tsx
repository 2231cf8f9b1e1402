import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { useEditContext } from 'react-admin';
import { pickSchemaValues, type ContractForm } from './contractSchema';
import KeptValuesForm from './KeptValuesForm';

interface SchemaEditFormProps {
  form: ContractForm;
  uiSchema?: UiSchema;
  customValidate?: CustomValidator;
}

/** The form of a react-admin `<Edit>`: the record's values for the schema, saved through `save`. */
export default function SchemaEditForm({ form, uiSchema, customValidate }: SchemaEditFormProps) {
  const { record, save, saving } = useEditContext();
  if (!record || !save) return null;
  return (
    <KeptValuesForm
      key={String(record.id)}
      form={form}
      uiSchema={uiSchema}
      customValidate={customValidate}
      initial={pickSchemaValues(form.schema, record)}
      saving={saving}
      onSave={(values) => save(values)}
    />
  );
}
