import Stack from '@mui/material/Stack';
import { subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import { useSubirDocumentoMatricula } from '@generated/main/endpoints/documento-matricula/documento-matricula';
import type { DocumentoMatriculaAlumno } from '@generated/main/model';
import {
  attachedToFile,
  fileMatchesExtension,
  formatFileSize,
  type AttachedFile,
} from '@/lib/files';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { FormFile } from '@/ui/Form';
import { useLeavePageConfirmation } from '@/ui/Modal';
import { texts } from '../texts';

interface UploadValues {
  archivo: AttachedFile[];
}

interface UploadFormProps {
  document: DocumentoMatriculaAlumno;
  /** After the server took the file: the card starts a new form (and a new key) for the next. */
  onUploaded: () => void;
}

/**
 * One document's file, checked on pick (format, 5 MB) and by its bytes before it leaves, then
 * uploaded and made the document under one idempotency key: a retry after a lost answer replaces
 * nothing twice.
 */
export default function UploadForm({ document, onUploaded }: UploadFormProps) {
  const key = useIdempotencyKey();
  const save = useSubirDocumentoMatricula({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<UploadValues>({ defaultValues: { archivo: [] } });
  const replacing = document.estado !== null;
  const onSubmit = useSubmit(form, async ({ archivo }) => {
    const file = attachedToFile(archivo[0]!);
    // The server checks the bytes too (mocks/api/files); this spares a 5 MB upload to be told.
    if (!(await fileMatchesExtension(file))) {
      form.setError('archivo', { message: texts.wrongFormat });
      return;
    }
    try {
      const { results } = await subirArchivo({ archivo: file, tipo: 'DOCUMENTO_MATRICULA' });
      await save.mutateAsync({
        tipo: document.tipo,
        data: { claveIdempotencia: key, idArchivo: results.idArchivo },
      });
      toast.show({ type: 'success', detail: texts.uploaded });
      onUploaded();
    } catch (error) {
      // A refused file says why under the field (its errors name `archivo`); the rest is a toast.
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });
  const sending = form.formState.isSubmitting;
  const leaveWarning = useLeavePageConfirmation(sending);
  const name = document.nombre;
  const action = replacing ? texts.replaceLabel(name) : texts.uploadLabel(name);
  return (
    <Stack component="form" spacing={1.5} onSubmit={onSubmit} noValidate aria-label={action}>
      <FormFile
        control={form.control}
        name="archivo"
        required
        label={texts.fileLabel(name)}
        extensions={document.formatos.join(',')}
        maxSize={document.tamanoMaximo}
        helperText={texts.rules(document.formatos, formatFileSize(document.tamanoMaximo))}
        disabled={sending}
      />
      <div>
        <Button type="submit" loading={sending} aria-label={sending ? undefined : action}>
          {sending ? texts.uploading : replacing ? texts.replace : texts.upload}
        </Button>
      </div>
      {leaveWarning}
    </Stack>
  );
}
