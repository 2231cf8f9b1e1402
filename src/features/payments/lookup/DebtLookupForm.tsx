import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useConsultarDeuda,
  useObtenerDesafioDeuda,
} from '@generated/main/endpoints/consulta-deuda/consulta-deuda';
import type { DeudaPublicaResponseResults } from '@generated/main/model';
import { useEffect } from 'react';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { DOCUMENT_PATTERNS, pattern, required, type DocumentType } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormSelect, FormTextField } from '@/ui/Form';
import { texts } from '../texts';

const t = texts.lookup;

interface LookupValues {
  tipoDocumento: DocumentType;
  numeroDocumento: string;
  respuesta: string;
}

const TYPES = (Object.keys(t.documentTypes) as DocumentType[]).map((id) => ({
  id,
  description: t.documentTypes[id],
}));
const ANSWER_RULES = [required(), pattern(/^\d{1,2}$/)];

interface DebtLookupFormProps {
  /** The document an address named, to look up again. */
  initial?: { tipoDocumento: DocumentType; numeroDocumento: string };
  onAnswer: (
    document: { tipoDocumento: DocumentType; numeroDocumento: string },
    result: DeudaPublicaResponseResults,
  ) => void;
}

/**
 * The document and a sum to answer (our own human check; no third party sees the visitor). Each
 * answer spends its question: a refused one brings a new question and keeps the document typed.
 */
export default function DebtLookupForm({ initial, onAnswer }: DebtLookupFormProps) {
  const challenge = useObtenerDesafioDeuda({ mutation: { meta: { silentError: true } } });
  const lookup = useConsultarDeuda({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<LookupValues>({
    defaultValues: {
      tipoDocumento: initial?.tipoDocumento ?? 'DNI',
      numeroDocumento: initial?.numeroDocumento ?? '',
      respuesta: '',
    },
  });
  const { mutate: ask } = challenge;
  useEffect(() => ask(), [ask]);
  const question = challenge.data?.results;
  const type = form.watch('tipoDocumento');

  const submit = useSubmit(form, async (values) => {
    if (!question) return;
    const document = {
      tipoDocumento: values.tipoDocumento,
      numeroDocumento: values.numeroDocumento.trim().toUpperCase(),
    };
    try {
      const response = await lookup.mutateAsync({
        data: { ...document, idDesafio: question.idDesafio, respuesta: Number(values.respuesta) },
      });
      onAnswer(document, response.results);
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      form.setValue('respuesta', '');
      ask();
      throw error;
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={t.title}>
      <FormSelect
        control={form.control}
        name="tipoDocumento"
        rules={[required()]}
        label={t.documentType}
        options={TYPES}
      />
      <FormTextField
        control={form.control}
        name="numeroDocumento"
        rules={[required(), pattern(DOCUMENT_PATTERNS[type])]}
        label={t.documentNumber}
        helperText={t.documentHint}
        maxLength={12}
      />
      <Stack spacing={1}>
        <FormTextField
          control={form.control}
          name="respuesta"
          rules={ANSWER_RULES}
          label={question ? `${t.check}: ${question.pregunta}` : t.check}
          helperText={t.checkHint}
          inputMode="numeric"
          maxLength={2}
          disabled={!question}
        />
        <div>
          <Button variant="text" onClick={() => ask()} disabled={challenge.isPending}>
            {t.newCheck}
          </Button>
        </div>
        {challenge.isError && (
          <Typography color="error" role="alert">
            {t.loadError}
          </Typography>
        )}
      </Stack>
      <div>
        <Button type="submit" loading={lookup.isPending} disabled={!question}>
          {t.submit}
        </Button>
      </div>
    </Stack>
  );
}
