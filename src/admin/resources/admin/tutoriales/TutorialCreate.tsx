import { Create } from 'react-admin';
import validateFns from '@generated/forms/TutorialDatos';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('TutorialDatos', validateFns);

/** A new tutorial video or guide for an audience; it stays hidden until published. */
export default function TutorialCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
