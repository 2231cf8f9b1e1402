export {
  EMPTY_CAPITALIZE_RULES,
  capitalizeName,
  nameCapitalizer,
  parseCapitalizeRules,
} from './capitalize';
export type { CapitalizeRules } from './capitalize';
export { countOf } from './countOf';
export { foldText } from './foldText';
export { slugify } from './slugify';
export { useCapitalizeName } from './useCapitalizeName';
