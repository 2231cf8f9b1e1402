import type { FieldValues } from 'react-hook-form';
import type { AttachedFile } from '@/lib/files';
import { FileInput, type FileInputProps } from '@/ui/FileInput';
import { useFormField, type FormFieldProps } from './useFormField';

// The count rule is `required`; format, size and measures are checked on pick by the input.
type OwnProps = 'value' | 'onChange' | 'error' | 'showErrors' | 'required' | 'minFiles';

export interface FormFileProps<T extends FieldValues>
  extends Omit<FileInputProps, OwnProps>, FormFieldProps<T> {}

/** The files read as their names: `required` asks for one named file at least. */
const namesOf = (files: readonly AttachedFile[] | undefined) =>
  (files ?? []).map((file) => file.name).join(', ');

/** The library's file input driven by a campus form: it stores the attached files. */
export function FormFile<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  ...props
}: FormFileProps<T>) {
  const { field, error } = useFormField(
    { control, name, rules, required, deps, showErrors },
    namesOf,
  );
  return (
    <FileInput
      {...props}
      required={Boolean(required)}
      value={Array.isArray(field.value) ? (field.value as AttachedFile[]) : []}
      onChange={(files) => field.onChange(files)}
      error={error}
    />
  );
}
