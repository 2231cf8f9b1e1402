export { FIRST_SCREEN_CAP_MS, resetFirstScreen } from './firstScreen';
export { useAfterFirstScreen, useFirstScreenWatch } from './useAfterFirstScreen';
