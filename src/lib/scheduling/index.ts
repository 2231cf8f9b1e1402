export { useAfterNextPaint } from './useAfterNextPaint';
export { whenIdle } from './whenIdle';
