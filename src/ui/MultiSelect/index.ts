export { default as MultiSelect, type MultiOption } from './MultiSelect';
