import { http } from 'msw';
import type {
  GuardarPreferenciaNotificacionBody,
  PreferenciasResponseResults,
  PreferenciasResponseResultsGroupsItemConfigurationsItem as Configuration,
} from '@generated/notifications/model';
import { apiUrl, ok } from '@/test/api';

const configuration = (
  configurationId: number,
  configurationTypeCode: string,
  title: string,
  description: string,
  flags: Partial<Pick<Configuration, 'isActive' | 'isCritical'>> = {},
): Configuration => ({
  configurationId,
  configurationTypeCode,
  title,
  description,
  isActive: true,
  isCritical: false,
  ...flags,
});

export const notas = configuration(
  1,
  'NOTAS',
  'Notas publicadas',
  'Cuando un docente publica una nota de tus cursos.',
);
export const asistencia = configuration(
  2,
  'ASISTENCIA',
  'Asistencia',
  'Cuando se registra una falta o tardanza.',
  { isActive: false },
);
export const tramites = configuration(
  3,
  'TRAMITES',
  'Trámites',
  'Cuando tu trámite cambia de estado.',
  { isCritical: true },
);
export const pagos = configuration(4, 'PAGOS', 'Pagos', 'Cuando vence una cuota.');

/** The caller's settings: two groups, one critical configuration, no quiet hours. */
export const settings: PreferenciasResponseResults = {
  groups: [
    { typeCode: 'ACADEMICO', title: 'Académicas', configurations: [notas, asistencia] },
    { typeCode: 'ADMINISTRATIVO', title: 'Administrativas', configurations: [tramites, pagos] },
  ],
  quietHours: null,
};

export const settingsUrl = apiUrl('notifications', '/notification/listconfiguration');
export const savePreferenceUrl = apiUrl('notifications', '/notification/saveconfiguration');
export const saveQuietHoursUrl = apiUrl('notifications', '/notification/savequiethours');

/**
 * The settings API keeping what is saved, as the server does: the list answered after a save
 * shows the switch saved.
 */
export function settingsApi(initial: PreferenciasResponseResults = settings) {
  const stored = structuredClone(initial);
  return [
    http.get(settingsUrl, () => ok(stored)),
    http.post(savePreferenceUrl, async ({ request }) => {
      const { configurationId, isActive } =
        (await request.json()) as GuardarPreferenciaNotificacionBody;
      for (const group of stored.groups) {
        for (const item of group.configurations) {
          if (item.configurationId === configurationId) item.isActive = isActive;
        }
      }
      return ok(null);
    }),
  ];
}
