export { default as DefinitionList } from './DefinitionList';
export type { DefinitionListProps } from './DefinitionList';
