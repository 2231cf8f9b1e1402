import Stack from '@mui/material/Stack';
import { useCrearTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import type { CategoriaTicket } from '@generated/support-desk/model';
import { useNavigate } from 'react-router';
import type { AttachedFile } from '@/lib/files';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, minLength, required, trimmed } from '@/lib/validation';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { FormFile, FormSelect, FormTextArea, FormTextField } from '@/ui/Form';
import { Modal } from '@/ui/Modal';
import { ATTACHMENT_RULES, uploadAttachments } from '../shared/uploadAttachments';
import { texts } from '../texts';

const t = texts.create;

interface NewTicketValues {
  categoria: CategoriaTicket | null;
  asunto: string;
  descripcion: string;
  adjuntos: AttachedFile[];
}

const categories = Object.entries(texts.categories).map(([id, description]) => ({
  id,
  description,
}));

const SUBJECT_MAX = 120;
const DESCRIPTION_MAX = 2000;

interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  /** A question the assistant could not answer: the subject and description start with it. */
  question?: string;
}

/** The subject a question makes: itself, cut at a word within the subject's length. */
const subjectOf = (question: string) =>
  question.length <= SUBJECT_MAX
    ? question
    : `${question.slice(0, SUBJECT_MAX - 1).replace(/\s+\S*$/, '')}…`;

/** A new ticket: category, subject, description and up to three attachments. */
export default function NewTicketDialog({ open, onClose, question }: NewTicketDialogProps) {
  const navigate = useNavigate();
  const key = useIdempotencyKey();
  const create = useCrearTicket({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<NewTicketValues>({
    defaultValues: {
      categoria: null,
      asunto: question ? subjectOf(question.trim()) : '',
      descripcion: question?.trim().slice(0, DESCRIPTION_MAX) ?? '',
      adjuntos: [],
    },
  });

  const submit = useSubmit(form, async (values) => {
    try {
      const adjuntos = await uploadAttachments(values.adjuntos);
      if (adjuntos === null) {
        form.setError('adjuntos', { message: t.wrongFormat });
        return;
      }
      const { results } = await create.mutateAsync({
        data: {
          claveIdempotencia: key,
          categoria: values.categoria!,
          asunto: values.asunto.trim(),
          descripcion: values.descripcion.trim(),
          adjuntos,
        },
      });
      navigate(paths.zendesk_ticket_detail.getHref({ id: results.id }));
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title}
      fullScreenOnMobile
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form="nuevo-ticket" loading={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </>
      }
    >
      <Stack id="nuevo-ticket" component="form" onSubmit={submit} noValidate spacing={2}>
        <FormSelect
          control={form.control}
          name="categoria"
          rules={[required()]}
          label={t.category}
          options={categories}
        />
        <FormTextField
          control={form.control}
          name="asunto"
          rules={[required(), trimmed(minLength(5)), maxLength(SUBJECT_MAX)]}
          label={t.subject}
          maxLength={SUBJECT_MAX}
        />
        <FormTextArea
          control={form.control}
          name="descripcion"
          rules={[required(), trimmed(minLength(10)), maxLength(DESCRIPTION_MAX)]}
          label={t.description}
          maxLength={DESCRIPTION_MAX}
        />
        <FormFile
          control={form.control}
          name="adjuntos"
          label={t.attachments}
          multiple
          extensions={ATTACHMENT_RULES.extensions}
          maxSize={ATTACHMENT_RULES.maxSize}
          maxFiles={ATTACHMENT_RULES.maxFiles}
          helperText={t.attachmentsHint}
        />
      </Stack>
    </Modal>
  );
}
