export { FIRST_SCREEN_CAP_MS, onFirstScreen, resetFirstScreen } from './firstScreen';
export { useAfterFirstScreen, useFirstScreenWatch } from './useAfterFirstScreen';
