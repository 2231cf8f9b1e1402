import Stack from '@mui/material/Stack';
import { useComentarTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import { useState } from 'react';
import type { AttachedFile } from '@/lib/files';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, minLength, required, trimmed } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormFile, FormTextArea } from '@/ui/Form';
import { ATTACHMENT_RULES, uploadAttachments } from '../shared/uploadAttachments';
import { texts } from '../texts';

const t = texts.detail;

interface ReplyValues {
  texto: string;
  adjuntos: AttachedFile[];
}

/** The requester's answer on an open ticket, with attachments; cleared once sent. */
export default function ReplyForm({ idTicket }: { idTicket: number }) {
  // One key per answer: a retry of the same answer is sent once, the next one is new.
  const key = useIdempotencyKey();
  const [sent, setSent] = useState(0);
  const reply = useComentarTicket({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<ReplyValues>({ defaultValues: { texto: '', adjuntos: [] } });

  const submit = useSubmit(form, async (values) => {
    try {
      const adjuntos = await uploadAttachments(values.adjuntos);
      if (adjuntos === null) {
        form.setError('adjuntos', { message: texts.create.wrongFormat });
        return;
      }
      await reply.mutateAsync({
        idTicket,
        data: { claveIdempotencia: `${key}-${sent}`, texto: values.texto.trim(), adjuntos },
      });
      form.reset();
      setSent((count) => count + 1);
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={t.reply}>
      <FormTextArea
        control={form.control}
        name="texto"
        rules={[required(), trimmed(minLength(2)), maxLength(2000)]}
        label={t.reply}
        maxLength={2000}
      />
      <FormFile
        control={form.control}
        name="adjuntos"
        label={texts.create.attachments}
        multiple
        extensions={ATTACHMENT_RULES.extensions}
        maxSize={ATTACHMENT_RULES.maxSize}
        maxFiles={ATTACHMENT_RULES.maxFiles}
        helperText={texts.create.attachmentsHint}
      />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t.send}
        </Button>
      </div>
    </Stack>
  );
}
