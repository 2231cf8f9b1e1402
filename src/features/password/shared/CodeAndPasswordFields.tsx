import type { PlainFieldBinder } from '@/lib/forms';
import {
  digitsOnly,
  equalTo,
  minLength,
  newPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_HINT,
} from '@/lib/validation';
import { TextField } from '@/ui/TextField';
import { texts } from '../texts';

const t = texts.codeFields;
const CODE_LENGTH = 6;

/** The values the fields fill (the page's form may hold more, such as the username). */
export type CodeAndPasswordValues = { codigo: string; clave: string; confirmacion: string };

interface CodeAndPasswordFieldsProps {
  form: PlainFieldBinder<CodeAndPasswordValues>;
  /** The confirmation's label, each page's own wording. */
  confirmLabel: string;
}

/**
 * The mailed code and the new password with its confirmation: what both ways to a new password
 * ask (/nueva-clave signed out, /recuperar-clave signed in). The code takes only its 6 digits
 * (autocomplete one-time-code for the keyboard's suggestion); the password follows the campus'
 * rule (8 to 128 characters, no spaces), and the confirmation must equal it, checked again as the
 * password changes once the confirmation was left.
 */
export default function CodeAndPasswordFields({ form, confirmLabel }: CodeAndPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={t.code}
        helperText={t.codeHint}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={CODE_LENGTH}
        {...form.field('codigo', {
          required: true,
          rules: [minLength(CODE_LENGTH)],
          parse: (value) => digitsOnly(value, CODE_LENGTH),
        })}
      />
      <TextField
        label={t.new}
        type="password"
        autoComplete="new-password"
        helperText={PASSWORD_RULE_HINT}
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.field('clave', { required: true, rules: newPasswordRules() })}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.field('confirmacion', {
          required: true,
          rules: (values) => [equalTo(values.clave)],
        })}
      />
    </>
  );
}
