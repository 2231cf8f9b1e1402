export { default as TextField, type TextFieldProps } from './TextField';
export { default as OutlinedField, type OutlinedFieldProps } from './OutlinedField';
export { useFieldValue, type FieldChangeEvent } from './useFieldValue';
