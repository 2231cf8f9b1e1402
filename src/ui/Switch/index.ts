export { default as Switch, type SwitchProps } from './Switch';
