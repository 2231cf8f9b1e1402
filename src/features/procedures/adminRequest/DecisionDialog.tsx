import Stack from '@mui/material/Stack';
import { useListarEncargadosTramite } from '@generated/main/endpoints/tramite/tramite';
import type { Solicitud } from '@generated/main/model';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { minLength } from '@/lib/validation';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { FormSelect, FormTextArea } from '@/ui/Form';
import { Modal, useDiscardGuard } from '@/ui/Modal';
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
const REASON_RULES = [minLength(5)];

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
  const capitalize = useCapitalizeName();
  const required = NEEDS_REASON.includes(decision);
  const managers = useListarEncargadosTramite(
    { area: solicitud.area },
    { query: { enabled: decision === 'reasignar' } },
  );
  const sending = form.formState.isSubmitting;
  const formId = `decision-${decision}`;
  const discardGuard = useDiscardGuard(form.formState.isDirty && !sending, onClose);
  return (
    <>
      <Modal
        open
        onClose={discardGuard.requestClose}
        title={DECISION_TITLES[decision]}
        actions={
          <>
            <Button variant="secondary" onClick={discardGuard.requestClose} disabled={sending}>
              {adminTexts.cancel}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {adminTexts.confirm}
            </Button>
          </>
        }
      >
        <Stack
          component="form"
          id={formId}
          spacing={2}
          onSubmit={onSubmit}
          noValidate
          sx={{ pt: 1 }}
        >
          {decision === 'reasignar' && (
            <FormSelect
              control={form.control}
              name="idEncargado"
              required
              label={adminTexts.manager}
              options={(managers.data?.results ?? [])
                .filter((manager) => manager.idUsuario !== solicitud.encargado?.idUsuario)
                .map((manager) => ({
                  id: manager.idUsuario,
                  description: adminTexts.managerOption(
                    capitalize(manager.nombre),
                    manager.asignados,
                  ),
                }))}
            />
          )}
          <FormTextArea
            control={form.control}
            name="comentario"
            required={required}
            rules={REASON_RULES}
            label={required ? adminTexts.commentRequired : adminTexts.commentOptional}
            maxLength={500}
          />
        </Stack>
      </Modal>
      {discardGuard.confirmation}
    </>
  );
}
