import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useUbigeoCascade } from '@/lib/places';
import { VALIDATION_MESSAGES } from '@/lib/validation';
import { UbigeoField } from '@/ui/UbigeoField';

export interface FormUbigeoFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The field that holds the district's 6-digit code ('' while none is chosen). */
  name: Path<T>;
  /** The group's visible legend. */
  label: string;
  /** @default true */
  required?: boolean;
}

/**
 * The department, province and district cascade driven by a campus form: it stores the district's
 * code; required by default, its message once touched or submitted.
 */
export function FormUbigeoField<T extends FieldValues>({
  control,
  name,
  label,
  required = true,
}: FormUbigeoFieldProps<T>) {
  const { field, fieldState, formState } = useController({
    control,
    name,
    rules: {
      validate: (value) => (!required || value ? true : VALIDATION_MESSAGES.required),
    },
  });
  const cascade = useUbigeoCascade((field.value as string | null) ?? '', (district) => {
    field.onChange(district);
    field.onBlur();
  });
  const shown = fieldState.isTouched || formState.isSubmitted;
  return (
    <UbigeoField
      label={label}
      cascade={cascade}
      required={required}
      error={shown ? fieldState.error?.message : undefined}
    />
  );
}
