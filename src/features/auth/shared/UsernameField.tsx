import type { Control } from 'react-hook-form';
import { FormTextField } from '@/ui/Form';
import { texts } from '../texts';

/** The 'Usuario' field of the sign-in and password forms. */
export default function UsernameField<T extends { usuario: string }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <FormTextField
      // Every form of this feature names the field 'usuario', as the API does.
      control={control as unknown as Control<{ usuario: string }>}
      name="usuario"
      label={texts.username}
      autoComplete="username"
      required
    />
  );
}
