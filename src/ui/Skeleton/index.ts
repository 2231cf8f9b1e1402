export { default as Skeleton, EMPTY_PLACEHOLDERS, type SkeletonProps } from './Skeleton';
