import type { PlainFieldProps } from '@/lib/forms';
import { TextField } from '@/ui/TextField';
import { signInTexts } from '@/ui/texts/signIn';

/**
 * The 'Usuario' field of the sign-in and password pages, driven by their form:
 * `<UsernameField {...form.field('usuario', { required: true })} />`.
 */
export default function UsernameField(props: PlainFieldProps) {
  return <TextField label={signInTexts.username} autoComplete="username" {...props} />;
}
