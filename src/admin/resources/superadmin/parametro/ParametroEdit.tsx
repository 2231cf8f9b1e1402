import { useMemo } from 'react';
import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/ParametroCambios';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';
import { validateParameter } from './validateParameter';

// The contract's own request schema: a property added there is a field here, with its rules.
const form = contractForm('ParametroCambios', validateFns);

function Title() {
  const record = useRecordContext<{ clave: string; marca: string | null }>();
  if (!record) return null;
  return <span>{texts.editTitle(record.clave, record.marca)}</span>;
}

/** The form, checking the value by the rule of the record's key. */
function ParametroForm() {
  const record = useRecordContext<{ clave: string }>();
  const clave = record?.clave;
  const customValidate = useMemo(() => validateParameter(clave ?? ''), [clave]);
  return <SchemaEditForm form={form} uiSchema={uiSchema} customValidate={customValidate} />;
}

/** A parameter's value and description; its key and brand are fixed. Saves wait for the server. */
export default function ParametroEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <ParametroForm />
    </Edit>
  );
}
