export { default as Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export { breadcrumbLimits, truncateName, WIDE_MIN_WIDTH } from './breadcrumbLimits';
export type { BreadcrumbItem } from './Crumb';
