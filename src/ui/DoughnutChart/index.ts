export {
  default as DoughnutChart,
  DOUGHNUT_LIMIT,
  DOUGHNUT_SIZE,
  DOUGHNUT_STROKE,
  ringRadii,
  type DoughnutChartProps,
} from './DoughnutChart';
