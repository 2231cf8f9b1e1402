import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOnOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUpdate } from 'react-admin';
import type { TypeRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import ConfirmAction from '@/admin/ConfirmAction';
import { texts } from './texts';

/**
 * Takes a type out of the requesters' catalogue, or puts it back, after a confirmation; the
 * server's answer (the type with its new version) replaces the one shown.
 */
export default function ActivationButton({ type }: { type: TypeRecord }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate();
  const activo = !type.activo;
  return (
    <ConfirmAction
      label={activo ? texts.activate : texts.deactivate}
      title={activo ? texts.activateTitle(type.nombre) : texts.deactivateTitle(type.nombre)}
      content={activo ? texts.activateContent : texts.deactivateContent}
      icon={activo ? <ToggleOnIcon /> : <ToggleOffIcon />}
      color={activo ? 'primary' : 'error'}
      pending={isPending}
      onConfirm={() =>
        update(
          'tramiteConfiguracion',
          {
            id: type.slug,
            data: { activo, version: type.version },
            previousData: type,
            meta: { activar: true },
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(activo ? texts.activated : texts.deactivated, { type: 'success' });
              // The page read the type without `meta`: react-admin's own cache update misses it.
              void queryClient.invalidateQueries({ queryKey: ['tramiteConfiguracion'] });
            },
            onError: (error) =>
              notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
          },
        )
      }
    />
  );
}
