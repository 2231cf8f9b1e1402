export { EMPTY_CAPITALIZE_RULES, capitalizeName, parseCapitalizeRules } from './capitalize';
export type { CapitalizeRules } from './capitalize';
export { countOf } from './countOf';
export { foldText } from './foldText';
