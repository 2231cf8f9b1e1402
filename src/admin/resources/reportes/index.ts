import { lazyPage } from '@/admin/lazyPage';

// react-admin custom pages, not resources' views: each loads with its charts when opened.
export const OnboardingReportPage = lazyPage(() => import('./OnboardingReportPage'));
export const CurriculumReportPage = lazyPage(() => import('./CurriculumReportPage'));
export const ProcedureReportPage = lazyPage(() => import('./ProcedureReportPage'));
