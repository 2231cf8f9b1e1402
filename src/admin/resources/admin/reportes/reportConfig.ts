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
  /** The search box's placeholder: whom the rows are about. */
  search: string;
  /** The total of rows, in words. */
  count: (count: string) => string;
}

export const onboardingReport: ReportConfig = {
  resource: 'reporteOnboarding',
  ...texts.onboarding,
  series: ['completados', 'pendientes', 'omitidos'],
  stacked: true,
  fileName: 'reporte-onboarding',
  search: texts.search,
  count: texts.studentCount,
};

export const curriculumReport: ReportConfig = {
  resource: 'reporteCurriculum',
  ...texts.curriculum,
  series: ['avancePromedio'],
  stacked: false,
  fileName: 'reporte-avance-curricular',
  search: texts.search,
  count: texts.studentCount,
};

export const procedureReport: ReportConfig = {
  resource: 'reporteTramites',
  ...texts.procedures,
  series: ['resueltas', 'enProceso'],
  stacked: true,
  fileName: 'reporte-tramites',
  search: texts.procedures.search,
  count: texts.procedures.count,
};
