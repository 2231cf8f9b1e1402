import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AbsenceAlert, TeacherAttendanceAlert } from '@/features/attendance';
import { ApprovedUnitsAlert } from '@/features/courses';
import { SurveyAlert } from '@/features/surveys';
import type { AlertViewProps } from '@/lib/flow';

type AlertView = LazyExoticComponent<ComponentType<AlertViewProps>>;

// Each view loads when its alert shows: home's first render does not wait for any of them.
const LinkAlert = lazy(() => import('./LinkAlert'));
const PreRegistrationAlert = lazy(() => import('./PreRegistrationAlert'));

/** The view of each alert of spec §4's home alert queue and approved-unit list, by module. */
export const ALERT_VIEWS: Readonly<Record<string, AlertView>> = {
  cambiarClave: LinkAlert,
  reglamentosActualizados: lazy(() => import('./RegulationsAlert')),
  preRegistration: PreRegistrationAlert,
  reminderPreRegistration: PreRegistrationAlert,
  AlertaCesVigenteSec: LinkAlert,
  AlertaCesUltimoCiclo: LinkAlert,
  AlertaCesVencidoSec: LinkAlert,
  AlertaCesEgresado: LinkAlert,
  AlertaElectivos: lazy(() => import('./ElectivesAlert')),
  deudas: LinkAlert,
  verificarCelular: LinkAlert,
  encuestaExterna: SurveyAlert,
  inasistenciaAlerta: AbsenceAlert,
  certificadoEstudios: LinkAlert,
  marcacionDocAlerta: TeacherAttendanceAlert,
  cursoAprobado: ApprovedUnitsAlert,
};
