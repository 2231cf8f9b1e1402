export { default as DateLocalizationProvider } from './DateLocalizationProvider';
