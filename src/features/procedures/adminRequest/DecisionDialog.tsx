import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useListarEncargadosTramite } from '@generated/main/endpoints/tramite/tramite';
import type { Solicitud } from '@generated/main/model';
import { useCampusForm, useSubmit, validateWith } from '@/lib/forms';
import { minLength } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { adminTexts } from '../shared/staffTexts';

export type Decision = 'aprobar' | 'revision' | 'observar' | 'rechazar' | 'reasignar';

export interface DecisionValues {
  comentario: string;
  idEncargado: number | null;
}

export const DECISION_TITLES: Record<Decision, string> = {
  aprobar: adminTexts.approve,
  revision: adminTexts.approveReviewed,
  observar: adminTexts.observe,
  rechazar: adminTexts.reject,
  reasignar: adminTexts.reassign,
};

// Observing and rejecting tell the requester why; the reason is required (5 to 500 characters).
const NEEDS_REASON: readonly Decision[] = ['observar', 'rechazar'];

interface DecisionDialogProps {
  decision: Decision;
  solicitud: Solicitud;
  onClose: () => void;
  /** Sends the decision; a refusal keeps the dialog and what was written. */
  onDecide: (values: DecisionValues) => Promise<unknown>;
}

/** Confirms a decision on a request, with its comment (and the new manager to reassign). */
export default function DecisionDialog({
  decision,
  solicitud,
  onClose,
  onDecide,
}: DecisionDialogProps) {
  const form = useCampusForm<DecisionValues>({
    defaultValues: { comentario: '', idEncargado: null },
  });
  const onSubmit = useSubmit(form, onDecide);
  const required = NEEDS_REASON.includes(decision);
  const managers = useListarEncargadosTramite(
    { area: solicitud.area },
    { query: { enabled: decision === 'reasignar' } },
  );
  const sending = form.formState.isSubmitting;
  const formId = `decision-${decision}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={DECISION_TITLES[decision]}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {adminTexts.confirm}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} spacing={2} onSubmit={onSubmit} noValidate sx={{ pt: 1 }}>
        {decision === 'reasignar' && (
          <Controller
            control={form.control}
            name="idEncargado"
            rules={{ validate: (value) => value !== null || 'El campo es requerido.' }}
            render={({ field, fieldState }) => (
              <Select
                label={adminTexts.manager}
                required
                options={(managers.data?.results ?? [])
                  .filter((manager) => manager.idUsuario !== solicitud.encargado?.idUsuario)
                  .map((manager) => ({
                    id: manager.idUsuario,
                    description: adminTexts.managerOption(manager.nombre, manager.asignados),
                  }))}
                value={field.value}
                onChange={(id) => field.onChange(id === null ? null : Number(id))}
                error={fieldState.error?.message}
                showErrors={Boolean(fieldState.error)}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="comentario"
          rules={{ validate: validateWith([minLength(5)], required) }}
          render={({ field, fieldState }) => (
            <TextArea
              label={required ? adminTexts.commentRequired : adminTexts.commentOptional}
              required={required}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={500}
              error={fieldState.error?.message}
              showErrors={fieldState.isTouched || form.formState.isSubmitted}
            />
          )}
        />
      </Stack>
    </Modal>
  );
}
