export { default as Checkbox, type CheckboxProps } from './Checkbox';
export {
  default as CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxItem,
} from './CheckboxGroup';
