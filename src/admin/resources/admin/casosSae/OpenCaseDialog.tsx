import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useBuscarAlumnosSae } from '@generated/main/endpoints/sae-admin/sae-admin';
import type { AbrirCasoSaeRequest } from '@generated/main/model';
import { useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { maxLength, minLength, trimmed } from '@/lib/validation';
import { FormRadio, FormTextArea } from '@/ui/Form';
import { TextField } from '@/ui/TextField';
import ActionFormDialog from '@/admin/forms/ActionFormDialog';
import { texts } from './texts';

interface Values {
  idAlumno: string | null;
  motivo: string;
}

// The contract's bounds (openapi/main/saeAdmin.yaml).
const REASON_RULES = [trimmed(minLength(5)), trimmed(maxLength(200))];
const SEARCH_MIN = 3;
const SEARCH_MAX = 60;

interface OpenCaseDialogProps {
  onClose: () => void;
  /** Opens the case; a refusal keeps the dialog and what was written. */
  onSave: (data: AbrirCasoSaeRequest) => Promise<unknown>;
}

/**
 * A case opened by hand: the student found by name, username or code (the server's search, from
 * three letters), and the reason; one key per dialog, so a retry opens one case.
 */
export default function OpenCaseDialog({ onClose, onSave }: OpenCaseDialogProps) {
  const key = useIdempotencyKey();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useBuscarAlumnosSae(
    { q },
    { query: { enabled: q.length >= SEARCH_MIN, placeholderData: (previous) => previous } },
  );
  const form = useCampusForm<Values>({ defaultValues: { idAlumno: null, motivo: '' } });
  const onSubmit = useSubmit(form, ({ idAlumno, motivo }) =>
    onSave({ claveIdempotencia: key, idAlumno: Number(idAlumno), motivo: motivo.trim() }),
  );
  const students = q.length >= SEARCH_MIN ? (found.data?.results ?? []) : [];
  return (
    <ActionFormDialog
      title={texts.openTitle}
      onSubmit={onSubmit}
      sending={form.formState.isSubmitting}
      dirty={form.formState.isDirty || search !== ''}
      onClose={onClose}
      cancelLabel={texts.cancel}
      submitLabel={texts.open}
    >
      <TextField
        label={texts.studentSearch}
        type="search"
        value={search}
        onChange={setSearch}
        helperText={texts.studentSearchHelp}
        maxLength={SEARCH_MAX}
      />
      {found.isSuccess && q.length >= SEARCH_MIN && students.length === 0 && (
        <Typography variant="body2" role="status">
          {texts.noStudents}
        </Typography>
      )}
      <FormRadio
        control={form.control}
        name="idAlumno"
        required
        label={texts.student}
        options={students.map((student) => ({
          id: String(student.idAlumno),
          text: texts.studentLine(student.alumno, student.codigo),
          description: student.usuario,
        }))}
      />
      <FormTextArea
        control={form.control}
        name="motivo"
        required
        rules={REASON_RULES}
        label={texts.openReason}
        maxLength={200}
      />
    </ActionFormDialog>
  );
}
