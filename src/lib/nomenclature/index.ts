export { SINGLE_MODULE_LABEL, cycleLabel, cycleNumber } from './cycle';
export { DEFAULT_NOMENCLATURE, nomenclatureLabel } from './nomenclature';
export type { NomenclatureOptions } from './nomenclature';
