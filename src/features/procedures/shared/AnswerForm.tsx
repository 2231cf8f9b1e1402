import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import type { Solicitud } from '@generated/main/model';
import { attachedToFile, type AttachedFile } from '@/lib/files';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { minLength } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormFile, FormSelect, FormTextArea } from '@/ui/Form';
import { useLeavePageConfirmation } from '@/ui/Modal';
import { texts } from '../texts';
import { refreshRequests } from './refreshRequests';

const COMMENT_RULES = [minLength(5)];

export interface AnswerValues {
  comentario: string;
  archivos: AttachedFile[];
  idRequisito: number | null;
}

/** A document requirement the answer's files may correct. */
export interface CorrectedRequirement {
  idRequisito: number;
  nombre: string;
  formatos: readonly string[];
  pesoMaximo?: number;
  cantidadMaxima: number;
}

interface AnswerFormProps {
  title: string;
  help: string;
  filesLabel: string;
  /** The requirements the files correct (an observation's answer); none: free files. */
  requirements?: readonly CorrectedRequirement[];
  /** Sends the answer with its uploaded files' ids; answers the request as it is now. */
  send: (
    comentario: string,
    idArchivos: number[],
    idRequisito: number | null,
  ) => Promise<{ results: Solicitud }>;
}

/**
 * A comment (5 to 500 characters) with up to two files, sent once: the requester's answer to an
 * observation, the responder's answer. A refusal keeps what was written; a 409 reloads the request.
 */
export default function AnswerForm(props: AnswerFormProps) {
  const { title, help, filesLabel, requirements = [], send } = props;
  const queryClient = useQueryClient();
  const form = useCampusForm<AnswerValues>({
    defaultValues: {
      comentario: '',
      archivos: [],
      idRequisito: requirements[0]?.idRequisito ?? null,
    },
  });
  const chosen = requirements.find(
    (requirement) => requirement.idRequisito === form.watch('idRequisito'),
  );
  const onSubmit = useSubmit(form, async ({ comentario, archivos, idRequisito }) => {
    try {
      const ids = [];
      for (const file of archivos) {
        const { results } = await subirArchivo({
          archivo: attachedToFile(file),
          tipo: 'ADJUNTO_TRAMITE',
        });
        ids.push(results.idArchivo);
      }
      await send(comentario.trim(), ids, ids.length ? idRequisito : null);
      toast.show({ type: 'success', detail: texts.sent });
      form.reset();
    } catch (error) {
      if (!applyServerErrors(error, form) && isApiError(error) && error.messagePublic) {
        toast.show({ type: 'error', detail: error.messagePublic });
      }
      throw error;
    } finally {
      await refreshRequests(queryClient);
    }
  });
  const sending = form.formState.isSubmitting;
  const leaveWarning = useLeavePageConfirmation(sending);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={title}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2">{help}</Typography>
        <FormTextArea
          control={form.control}
          name="comentario"
          required
          rules={COMMENT_RULES}
          label={texts.comment}
          maxLength={500}
        />
        {requirements.length > 1 && (
          <FormSelect
            control={form.control}
            name="idRequisito"
            label={texts.correctedRequirement}
            options={requirements.map((r) => ({ id: r.idRequisito, description: r.nombre }))}
            // Each requirement has its own formats and count: its files start again.
            onChange={() => form.setValue('archivos', [])}
          />
        )}
        <FormFile
          control={form.control}
          name="archivos"
          label={chosen ? `${filesLabel}: ${chosen.nombre}` : filesLabel}
          multiple
          maxFiles={chosen?.cantidadMaxima ?? 2}
          extensions={(chosen?.formatos ?? ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx']).join(',')}
          maxSize={chosen?.pesoMaximo ?? 10 * 1024 * 1024}
          configured={Boolean(chosen)}
        />
        <div>
          <Button type="submit" loading={sending}>
            {texts.send}
          </Button>
        </div>
      </Stack>
      {leaveWarning}
    </Paper>
  );
}
