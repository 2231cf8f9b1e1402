export { default as Badge, BADGE_MAX, type BadgeProps } from './Badge';
