export { FormTextField, type FormTextFieldProps } from './FormTextField';
