/**
 * Forms on react-hook-form. A feature builds one like this:
 *
 *   const form = useCampusForm<Values>({ defaultValues: { usuario: '' } });
 *   const save = useGuardar({ mutation: { meta: { silentError: true } } });
 *   const onSubmit = useSubmit(form, async (values) => {
 *     try { await save.mutateAsync({ data: values }); }
 *     catch (error) { if (!applyServerErrors(error, form)) throw error; }
 *   });
 *   <form onSubmit={onSubmit} noValidate>
 *
 * Rules are the spec §5 validators of `@/lib/validation`; messages show once a field was touched
 * or the form submitted; a 400's field errors land under their fields. The fields are the
 * `src/ui/Form` wrappers (`<FormTextField control={form.control} name="usuario" required />`).
 *
 * The public entry pages (/login, /restablecer-clave, /nueva-clave) keep to the smallest stack
 * (issue 57): `usePlainForm` holds the same rules without the library, and its fields are the
 * library's TextField (`<TextField label="Usuario" {...form.field('usuario', { required: true })} />`).
 */
export { applyServerErrors } from './applyServerErrors';
export { applyWaitError } from './applyWaitError';
export { useCampusForm } from './useCampusForm';
export {
  usePlainForm,
  type PlainFieldBinder,
  type PlainFieldOptions,
  type PlainFieldProps,
} from './usePlainForm';
export { useSubmit } from './useSubmit';
export { validateWith, type FieldRules } from './validateWith';
export { useIdempotencyKey } from './useIdempotencyKey';
