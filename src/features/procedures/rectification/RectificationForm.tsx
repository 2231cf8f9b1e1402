import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { CasoRectificacion } from '@generated/main/model';
import { useAplicarRectificacion } from '@generated/main/endpoints/rectificacion/rectificacion';
import { applyServerErrors, useCampusForm } from '@/lib/forms';
import { notifySuccess } from '@/lib/http';
import { maxLength, minLength, required } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormSelect, FormTextArea, FormTextField } from '@/ui/Form';
import { ConfirmModal } from '@/ui/Modal';
import { texts } from './texts';
import { isGrade } from '@/lib/grades';

const COMMENT_RULES = [minLength(5), maxLength(500)];

interface Values {
  idNota: number | null;
  nota: string;
  comentario: string;
}

/**
 * Applies one case: the evaluation, the correct grade and a comment, confirmed before it is sent
 * (with the version read, so a case another user resolved meanwhile is refused).
 */
export default function RectificationForm({ caso }: { caso: CasoRectificacion }) {
  const form = useCampusForm<Values>({ defaultValues: { idNota: null, nota: '', comentario: '' } });
  const [confirming, setConfirming] = useState<Values | null>(null);
  const apply = useAplicarRectificacion();
  const evaluation = (id: number | null) =>
    caso.notas.find((nota) => nota.idNota === id)?.nombre ?? '';

  const send = () => {
    if (!confirming) return;
    apply.mutate(
      {
        data: {
          idSolicitud: caso.idSolicitud,
          version: caso.version,
          idNota: confirming.idNota!,
          nota: confirming.nota.trim(),
          comentario: confirming.comentario.trim(),
        },
      },
      {
        onSuccess: notifySuccess,
        onError: (error) => void applyServerErrors(error, form),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((values) => setConfirming(values))}
    >
      <FormSelect
        control={form.control}
        name="idNota"
        required={texts.evaluation}
        label={texts.evaluation}
        options={caso.notas.map((nota) => ({
          id: nota.idNota,
          description: texts.scoreOption(nota.nombre, nota.nota),
        }))}
      />
      <FormTextField
        control={form.control}
        name="nota"
        label={texts.grade}
        helperText={texts.gradeHint}
        required
        inputMode="decimal"
        rules={[required(), (value) => (isGrade(value) ? null : texts.gradeInvalid)]}
      />
      <FormTextArea
        control={form.control}
        name="comentario"
        required
        rules={COMMENT_RULES}
        label={texts.comment}
        rows={3}
        maxLength={500}
      />
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        {texts.apply}
      </Button>
      <ConfirmModal
        open={confirming !== null}
        title={texts.confirmTitle}
        confirmLabel={texts.confirm}
        pending={apply.isPending}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      >
        {confirming && texts.confirmBody(evaluation(confirming.idNota), confirming.nota.trim())}
      </ConfirmModal>
    </Stack>
  );
}
