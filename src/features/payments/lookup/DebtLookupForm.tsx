import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useConsultarDeuda,
  useObtenerDesafioDeuda,
} from '@generated/main/endpoints/consulta-deuda/consulta-deuda';
import type { DeudaPublicaResponseResults } from '@generated/main/model';
import { useState } from 'react';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { challengeRefusal, useProofOfWork } from '@/lib/proofOfWork';
import { DOCUMENT_PATTERNS, pattern, required, type DocumentType } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormSelect, FormTextField } from '@/ui/Form';
import { texts } from '../texts';

const t = texts.lookup;

interface LookupValues {
  tipoDocumento: DocumentType;
  numeroDocumento: string;
}

const TYPES = (Object.keys(t.documentTypes) as DocumentType[]).map((id) => ({
  id,
  description: t.documentTypes[id],
}));

interface DebtLookupFormProps {
  /** The document an address named, to look up again. */
  initial?: { tipoDocumento: DocumentType; numeroDocumento: string };
  onAnswer: (
    document: { tipoDocumento: DocumentType; numeroDocumento: string },
    result: DeudaPublicaResponseResults,
  ) => void;
}

/**
 * The document, then a proof of work the browser does on its own (issue 55: about a second on a
 * phone, no third party sees the visitor, nothing to answer): each lookup asks for a challenge
 * and spends it. A refusal keeps the document typed; the next try brings a new challenge.
 */
export default function DebtLookupForm({ initial, onAnswer }: DebtLookupFormProps) {
  const challenge = useObtenerDesafioDeuda({ mutation: { meta: { silentError: true } } });
  const lookup = useConsultarDeuda({ mutation: { meta: { silentError: true } } });
  const proof = useProofOfWork(challenge.mutateAsync);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useCampusForm<LookupValues>({
    defaultValues: {
      tipoDocumento: initial?.tipoDocumento ?? 'DNI',
      numeroDocumento: initial?.numeroDocumento ?? '',
    },
  });
  const type = form.watch('tipoDocumento');

  const submit = useSubmit(form, async (values) => {
    const document = {
      tipoDocumento: values.tipoDocumento,
      numeroDocumento: values.numeroDocumento.trim().toUpperCase(),
    };
    setRefusal(null);
    try {
      const desafio = await proof.solve();
      const response = await lookup.mutateAsync({ data: { ...document, desafio } });
      onAnswer(document, response.results);
    } catch (error) {
      const refused = challengeRefusal(error, t.checkFailed);
      if (refused) setRefusal(refused);
      else if (!applyServerErrors(error, form)) notifyError(error);
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
      {refusal && (
        <Typography color="error" role="alert">
          {refusal}
        </Typography>
      )}
      {/* Always there, so that screen readers hear the status change as the work starts. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" loading={proof.solving || lookup.isPending}>
          {t.submit}
        </Button>
        <Typography role="status">{proof.solving ? t.checking : ''}</Typography>
      </Stack>
    </Stack>
  );
}
