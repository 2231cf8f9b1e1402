// The Spanish texts of the scholarships page (issue 39).
import type { SolicitudBecaEstado } from '@generated/main/model';

export const texts = {
  title: 'Becas',
  intro: 'Conoce las becas y descuentos del instituto y el estado de tus solicitudes.',
  loadError: 'No pudimos cargar las becas.',
  applications: 'Tus solicitudes',
  noApplications: 'Aún no has solicitado ninguna beca.',
  columns: { scholarship: 'Beca', period: 'Periodo', state: 'Estado', detail: 'Detalle' },
  states: {
    OTORGADA: 'Otorgada',
    POR_VENCER: 'Por vencer',
    EN_EVALUACION: 'En evaluación',
    RECHAZADA: 'Rechazada',
  } satisfies Record<SolicitudBecaEstado, string>,
  validUntil: (date: string) => `Vigente hasta el ${date}`,
  rejected: (reason: string) => `Motivo: ${reason}`,
  inEvaluation: 'El área de bienestar está evaluando tu solicitud.',
  catalogue: 'Becas y descuentos',
  conditions: 'Condiciones',
  periods: (codes: string) => `Periodos: ${codes}`,
} as const;
