export { default as UbigeoField, type UbigeoFieldProps } from './UbigeoField';
