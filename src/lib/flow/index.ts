export { useFlow } from './useFlow';
export { factsOf, type AlertViewProps } from './alertView';
export { LAST_FIXED_ORDEN } from './alertOrden';
export {
  homeAlertSlot,
  reportHomeAlertHeight,
  setHomeAlertSlot,
  settleHomeAlerts,
  subscribeHomeAlertSlot,
} from './homeAlertSlot';
export { INDUCTION_MODULE } from './modules';
