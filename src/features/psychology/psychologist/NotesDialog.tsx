import { useGuardarNotasCitaPsicologo } from '@generated/main/endpoints/asesoria/asesoria';
import type { CitasPsicologoResponseResultsItem } from '@generated/main/model';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { maxLength } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormTextArea } from '@/ui/Form';
import { Modal, useDiscardGuard } from '@/ui/Modal';
import { texts } from '../texts';

const t = texts.psychologist;
const NOTES_MAX = 2000;
const RULES = [maxLength(NOTES_MAX)];

interface NotesDialogProps {
  session: CitasPsicologoResponseResultsItem;
  onClose: () => void;
}

/** The psychologist's private notes of a session; a failed save keeps what was typed. */
export default function NotesDialog({ session, onClose }: NotesDialogProps) {
  const form = useCampusForm<{ notas: string }>({ defaultValues: { notas: session.notas ?? '' } });
  const save = useGuardarNotasCitaPsicologo();
  const submit = useSubmit(form, async ({ notas }) => {
    try {
      const answer = await save.mutateAsync({
        idCita: session.idCita,
        data: { notas: notas.trim() || null },
      });
      toast.show({ type: 'success', detail: answer.messagePublic ?? t.notesSaved });
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form)) throw error;
    }
  });
  const guard = useDiscardGuard(form.formState.isDirty && !save.isPending, onClose);
  return (
    <>
      <Modal
        open
        onClose={guard.requestClose}
        title={t.notesTitle(session.alumno)}
        actions={
          <>
            <Button variant="secondary" onClick={guard.requestClose} disabled={save.isPending}>
              {texts.calendar.cancel}
            </Button>
            <Button type="submit" form="notes-form" loading={save.isPending}>
              {texts.calendar.save}
            </Button>
          </>
        }
      >
        <form id="notes-form" onSubmit={submit} noValidate>
          <FormTextArea
            control={form.control}
            name="notas"
            label={t.notes}
            rules={RULES}
            rows={6}
            maxLength={NOTES_MAX}
            helperText={t.notesHelp}
          />
        </form>
      </Modal>
      {guard.confirmation}
    </>
  );
}
