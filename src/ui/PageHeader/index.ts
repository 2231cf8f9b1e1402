export { default as PageHeader } from './PageHeader';
