export { default as PublicCard } from './PublicCard';
