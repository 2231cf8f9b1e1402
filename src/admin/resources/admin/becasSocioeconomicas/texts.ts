// The staff's evaluation of socioeconomic scholarship applications (issue 39): Spanish of our
// own, the spec gives none.
import type { BecaSocioeconomicaEstado } from '@generated/main/model';
import { countOf } from '@/lib/text';

export const texts = {
  title: 'Becas socioeconómicas',
  search: 'Buscar estudiante',
  student: 'Estudiante',
  username: 'Usuario',
  code: 'Código',
  period: 'Periodo',
  state: 'Estado',
  appliedAt: 'Solicitada el',
  household: 'Hogar',
  income: 'Ingresos',
  housing: 'Vivienda',
  documents: 'Documentos',
  percent: 'Porcentaje otorgado',
  rejection: 'Motivo del rechazo',
  decidedAt: 'Evaluada el',
  decidedBy: 'Evaluada por',
  states: {
    EN_EVALUACION: 'En evaluación',
    OTORGADA: 'Otorgada',
    RECHAZADA: 'Rechazada',
  } satisfies Record<BecaSocioeconomicaEstado, string>,
  householdDetail: (members: number, dependants: number, provider: string) =>
    `${countOf(members, 'integrante', 'integrantes')}, ${countOf(dependants, 'dependiente', 'dependientes')}; sostén: ${provider}`,
  incomeDetail: (amount: string, earners: number) =>
    `${amount} al mes, ${countOf(earners, 'aportante', 'aportantes')}`,
  housingDetail: (tenure: string, rooms: number) =>
    `${tenure}, ${countOf(rooms, 'habitación', 'habitaciones')}`,
  providers: {
    PADRE: 'padre',
    MADRE: 'madre',
    AMBOS_PADRES: 'ambos padres',
    ESTUDIANTE: 'el estudiante',
    OTRO: 'otro familiar',
  } as Record<string, string>,
  tenures: {
    PROPIA: 'Propia',
    ALQUILADA: 'Alquilada',
    FAMILIAR: 'De un familiar',
    OTRA: 'Otra',
  } as Record<string, string>,
  view: (name: string) => `Ver ${name}`,
  downloadError: 'No pudimos descargar el archivo. Inténtalo de nuevo.',
  grant: 'Otorgar',
  grantTitle: 'Otorgar la beca',
  grantHelp:
    'El porcentaje se descuenta de cada cuota pendiente del periodo. El estudiante recibirá una notificación.',
  percentLabel: 'Porcentaje de descuento (10 a 50)',
  reject: 'Rechazar',
  rejectTitle: 'Rechazar la solicitud',
  rejectHelp: 'Explica al estudiante por qué no se otorga la beca. Recibirá una notificación.',
  reason: 'Motivo',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
} as const;
