import Typography from '@mui/material/Typography';
import { subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import type { DocumentosBecaRequest, TipoDocumentoBeca } from '@generated/main/model';
import { attachedToFile, fileMatchesExtension, type AttachedFile } from '@/lib/files';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { FormFile } from '@/ui/Form';
import { applicationTexts as t } from '../texts';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useSaveStep } from './useSaveStep';

type Values = Record<TipoDocumentoBeca, AttachedFile[]>;

/**
 * Step 4: each document checked on pick (format, 5 MB) and by its bytes before it leaves, then
 * uploaded and named in the draft; a document already saved may stay as it is.
 */
export default function DocumentsStep({ ficha, label, onSaved, onBack }: StepProps) {
  const form = useCampusForm<Values>({
    defaultValues: { SUSTENTO_INGRESOS: [], RECIBO_SERVICIOS: [] },
  });
  const save = useSaveStep(form);
  const onSubmit = useSubmit(form, async (values) => {
    const picked = ficha.documentos.filter((d) => values[d.tipo].length > 0);
    for (const { tipo } of picked) {
      // The server checks the bytes too (mocks/api/files); this spares an upload to be told.
      if (!(await fileMatchesExtension(attachedToFile(values[tipo][0]!)))) {
        form.setError(tipo, { message: t.documents.wrongFormat }, { shouldFocus: true });
        return;
      }
    }
    const documentos: DocumentosBecaRequest = {};
    try {
      for (const { tipo } of picked) {
        const file = attachedToFile(values[tipo][0]!);
        const { results } = await subirArchivo({ archivo: file, tipo: 'DOCUMENTO_BECA' });
        documentos[tipo] = results.idArchivo;
      }
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
    if (picked.length > 0) await save({ documentos });
    onSaved();
  });
  const sending = form.formState.isSubmitting;
  return (
    <StepForm label={label} onSubmit={onSubmit} onBack={onBack} sending={sending}>
      <Typography color="text.secondary">{t.documents.intro}</Typography>
      {ficha.documentos.map((document) => (
        <FormFile
          key={document.tipo}
          control={form.control}
          name={document.tipo}
          label={t.documents.names[document.tipo]}
          required={document.archivo === null}
          extensions={ficha.formatos.join(',')}
          maxSize={ficha.tamanoMaximo}
          helperText={document.archivo ? t.documents.saved(document.archivo.nombre) : undefined}
          disabled={sending}
        />
      ))}
    </StepForm>
  );
}
