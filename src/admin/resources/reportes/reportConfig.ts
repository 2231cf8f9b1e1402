import type { ReportResource } from '@/admin/dataProvider/reporteAdapter';
import { texts } from './texts';

/** What sets one report page apart: its resource, texts and which summary figures it draws. */
export interface ReportConfig {
  resource: ReportResource;
  title: string;
  /** How the report is measured, in words (above the chart). */
  help: string;
  /** The chart's description for screen readers, by the grouping's name. */
  chartLabel: (group: string) => string;
  /** The summary columns drawn as bars; the table below the chart holds them all. */
  series: readonly string[];
  /** Bars stacked into one per group (parts of a whole). */
  stacked: boolean;
  /** Start of the CSV's name, before the date. */
  fileName: string;
}

export const onboardingReport: ReportConfig = {
  resource: 'reporteOnboarding',
  ...texts.onboarding,
  series: ['completados', 'pendientes', 'omitidos'],
  stacked: true,
  fileName: 'reporte-onboarding',
};

export const curriculumReport: ReportConfig = {
  resource: 'reporteCurriculum',
  ...texts.curriculum,
  series: ['avancePromedio'],
  stacked: false,
  fileName: 'reporte-avance-curricular',
};
