export {
  default as ProgressBar,
  type ProgressBarProps,
  type ProgressLegendItem,
} from './ProgressBar';
export { progressColor, toneColor, type ProgressTone } from './progressColor';
