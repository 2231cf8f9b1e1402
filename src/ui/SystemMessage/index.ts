export { default as SystemMessage, type SystemMessageProps } from './SystemMessage';
export { default as UnderConstruction } from './UnderConstruction';
