import type { FieldValues } from 'react-hook-form';
import { digitsOnly, minLength } from '@/lib/validation';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type FixedProps =
  'autoComplete' | 'inputMode' | 'maxLength' | 'required' | 'rules' | 'parse' | 'type';

export interface FormCodeFieldProps<T extends FieldValues> extends Omit<
  FormTextFieldProps<T>,
  FixedProps
> {
  /** How many digits the code has. @default 6 */
  length?: number;
}

/**
 * A mailed or texted one-time code: digits only, exactly `length` of them, offered by the
 * keyboard's code suggestion (autocomplete one-time-code). The password reset pages share it.
 */
export function FormCodeField<T extends FieldValues>({
  length = 6,
  ...props
}: FormCodeFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={length}
      required
      rules={[minLength(length)]}
      parse={(value) => digitsOnly(value, length)}
    />
  );
}
