import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';

/**
 * A form on react-hook-form with the campus defaults: errors appear once a field was touched or
 * the form submitted, then follow every keystroke (spec §5), and a failed submit focuses the
 * first wrong field.
 */
export function useCampusForm<T extends FieldValues>(props: UseFormProps<T> = {}) {
  return useForm<T>({ mode: 'onTouched', reValidateMode: 'onChange', ...props });
}
