import type { Field } from '@/lib/validation';
import { texts } from '../texts';
import FormTextField from './FormTextField';

/** The campus username, as every sign-in page asks it. */
export default function UsernameField({ field }: { field: Field }) {
  return (
    <FormTextField label={texts.username} field={field} autoComplete="username" name="usuario" />
  );
}
