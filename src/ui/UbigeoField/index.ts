export { default as UbigeoField, type UbigeoFieldCascade, type UbigeoFieldProps } from './UbigeoField';
