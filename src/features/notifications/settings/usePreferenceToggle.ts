import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  getGuardarPreferenciaNotificacionMutationOptions,
  getListarPreferenciasNotificacionQueryOptions,
  invalidateListarPreferenciasNotificacion,
  useGuardarPreferenciaNotificacion,
} from '@generated/notifications/endpoints/notification/notification';
import type { PreferenciasResponse } from '@generated/notifications/model';

const withActive = (
  settings: PreferenciasResponse,
  configurationId: number,
  isActive: boolean,
): PreferenciasResponse => ({
  ...settings,
  results: {
    ...settings.results,
    groups: settings.results.groups.map((group) => ({
      ...group,
      configurations: group.configurations.map((configuration) =>
        configuration.configurationId === configurationId
          ? { ...configuration, isActive }
          : configuration,
      ),
    })),
  },
});

const activeOf = (settings: PreferenciasResponse | undefined, configurationId: number) =>
  settings?.results.groups
    .flatMap((group) => group.configurations)
    .find((configuration) => configuration.configurationId === configurationId)?.isActive;

/**
 * Saves one configuration's switch as soon as it is flipped: the settings show the new state at
 * once and take the stored one back if the save fails (the app's QueryClient shows the spec §8
 * toast). A click while the switch's save is on its way is ignored, so it never sends twice.
 */
export function usePreferenceToggle(configurationId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getListarPreferenciasNotificacionQueryOptions();
  const { mutationKey } = getGuardarPreferenciaNotificacionMutationOptions();
  const sending = useRef(false);
  const showActive = (isActive: boolean) =>
    queryClient.setQueryData(
      queryKey,
      (settings) => settings && withActive(settings, configurationId, isActive),
    );

  const save = useGuardarPreferenciaNotificacion({
    mutation: {
      // The settings reload only once the last running save settles (onSettled), not after each.
      meta: { invalidatesItself: true },
      onMutate: async ({ data }) => {
        // A reload on its way would bring the old state back over the new one.
        await queryClient.cancelQueries({ queryKey });
        showActive(data.isActive);
      },
      // A switch only flips, so the stored state is the opposite of the one sent.
      onError: (_error, { data }) => showActive(!data.isActive),
      onSettled: async () => {
        sending.current = false;
        // Reloaded after the last running save only: earlier, it would undo the others' new state.
        if (queryClient.isMutating({ mutationKey }) === 1) {
          await invalidateListarPreferenciasNotificacion(queryClient);
        }
      },
    },
  });

  // The switch is disabled, and shows its new state, only once React draws it again: the second
  // click of a double click may come before that, while the save is on its way or once it stored
  // the state asked for.
  const toggle = (isActive: boolean) => {
    const stored = activeOf(queryClient.getQueryData(queryKey), configurationId);
    if (sending.current || stored === isActive) return;
    sending.current = true;
    save.mutate({ data: { configurationId, isActive } });
  };
  return { toggle, saving: save.isPending };
}
