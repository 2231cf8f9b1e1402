export { default as RecordUnavailable } from './RecordUnavailable';
