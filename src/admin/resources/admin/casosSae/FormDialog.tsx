import Typography from '@mui/material/Typography';
import { useListarPlantillasFormularioSae } from '@generated/main/endpoints/sae-admin/sae-admin';
import type { AsignarFormularioSaeRequest } from '@generated/main/model';
import { useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { FormDatePicker, FormRadio } from '@/ui/Form';
import ActionFormDialog from '@/admin/forms/ActionFormDialog';
import { texts } from './texts';
import { useDateWindow } from './useDateWindow';

interface Values {
  idPlantilla: string | null;
  /** The confirmed moment as an ISO instant (FormDatePicker's value). */
  fecha: string | null;
}

interface FormDialogProps {
  onClose: () => void;
  /** Sends the form; a refusal keeps the dialog and what was chosen. */
  onSave: (data: AsignarFormularioSaeRequest) => Promise<unknown>;
}

/** One of the seeded forms and the date to answer it by; one key per dialog. */
export default function FormDialog({ onClose, onSave }: FormDialogProps) {
  const key = useIdempotencyKey();
  const templates = useListarPlantillasFormularioSae();
  const form = useCampusForm<Values>({ defaultValues: { idPlantilla: null, fecha: null } });
  const onSubmit = useSubmit(form, ({ idPlantilla, fecha }) =>
    onSave({
      claveIdempotencia: key,
      idPlantilla: Number(idPlantilla),
      fecha: fecha!,
    }),
  );
  const dates = useDateWindow();
  return (
    <ActionFormDialog
      title={texts.formTitle}
      onSubmit={onSubmit}
      sending={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onClose={onClose}
      cancelLabel={texts.cancel}
      submitLabel={texts.send}
    >
      <Typography variant="body2">{texts.formHelp}</Typography>
      <FormRadio
        control={form.control}
        name="idPlantilla"
        required
        label={texts.formTemplate}
        options={(templates.data?.results ?? []).map((template) => ({
          id: String(template.idPlantilla),
          text: template.titulo,
          description: template.descripcion,
        }))}
      />
      <FormDatePicker
        control={form.control}
        name="fecha"
        required
        label={texts.formDate}
        minutesStep={30}
        minDate={dates.minDate}
        maxDate={dates.maxDate}
      />
    </ActionFormDialog>
  );
}
