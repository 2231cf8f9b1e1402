export { default as DemoSection } from './DemoSection';
export type { PropDoc } from './propDoc';
