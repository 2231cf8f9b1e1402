import type { FieldValues } from 'react-hook-form';
import { Rating, type RatingProps } from '@/ui/Rating';
import { FieldMessage } from './FieldMessage';
import { useFormField, type FormFieldProps } from './useFormField';

type OwnProps = 'value' | 'defaultValue' | 'onChange' | 'name';

export interface FormRatingProps<T extends FieldValues>
  extends Omit<RatingProps, OwnProps>, FormFieldProps<T> {}

/** The library's rating driven by a campus form: it stores the chosen value (1-based), or null. */
export function FormRating<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  ...props
}: FormRatingProps<T>) {
  const { field, error } = useFormField({ control, name, rules, required, deps, showErrors });
  return (
    <FieldMessage message={error}>
      <Rating
        {...props}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={(value) => field.onChange(value)}
      />
    </FieldMessage>
  );
}
