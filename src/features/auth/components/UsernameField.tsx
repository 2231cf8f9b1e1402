import { TextField, type TextFieldProps } from '@/ui/TextField';
import { texts } from '../texts';

type UsernameFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'autoComplete' | 'required'>;

/** The 'Usuario' field of the sign-in and new-password forms. */
export default function UsernameField(props: UsernameFieldProps) {
  return (
    <TextField label={texts.username} name="usuario" autoComplete="username" required {...props} />
  );
}
