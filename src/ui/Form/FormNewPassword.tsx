import type { FieldValues, Path } from 'react-hook-form';
import {
  equalTo,
  newPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_HINT,
  type Validator,
} from '@/lib/validation';
import { FormTextField } from './FormTextField';
import type { FormFieldProps } from './useFormField';

export interface FormNewPasswordProps<T extends FieldValues> extends Pick<
  FormFieldProps<T>,
  'control' | 'name'
> {
  /** The confirmation's field, checked equal to `name` (spec §5 equal-to). */
  confirmName: Path<T>;
  /** The new password's label. */
  label: string;
  /** The confirmation's label. */
  confirmLabel: string;
  /** Hint under the new password while it has no message. @default the password rule's hint */
  helperText?: string;
  /**
   * Rules beyond the campus' password rule, from the form's values (e.g. different from the
   * current password). @default none
   */
  rules?: (values: T) => readonly Validator[];
}

/**
 * A new password and its confirmation on a campus form: the campus' password rule (8 to 128
 * characters; the fields refuse spaces), the confirmation equal to it and checked again as the
 * password changes.
 */
export function FormNewPassword<T extends FieldValues>({
  control,
  name,
  confirmName,
  label,
  confirmLabel,
  helperText = PASSWORD_RULE_HINT,
  rules,
}: FormNewPasswordProps<T>) {
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={helperText}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        rules={(values) => [...newPasswordRules(), ...(rules?.(values) ?? [])]}
        deps={[confirmName]}
      />
      <FormTextField
        control={control}
        name={confirmName}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        rules={(values) => [equalTo(String(values[name] ?? ''))]}
      />
    </>
  );
}
