import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { FormularioSae, PreguntaFormularioSae } from '@generated/main/model';
import {
  invalidateObtenerFormularioSae,
  useResponderFormularioSae,
} from '@generated/main/endpoints/sae/sae';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { isApiError, notifyError, notifySuccess } from '@/lib/http';
import { toast } from '@/lib/toast';
import { maxLength, trimmed } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormRadio, FormTextArea } from '@/ui/Form';
import { texts } from '../texts';

const t = texts.form;
/** The contract's bound on an answer (openapi/main/sae.yaml). */
const MAX_ANSWER = 1000;
const TEXT_RULES = [trimmed(maxLength(MAX_ANSWER))];

type Answers = Record<string, string | null>;
/** A question's field; the server names its messages the same way. */
const fieldOf = (q: PreguntaFormularioSae) => `q${q.idPregunta}`;
const labelOf = (q: PreguntaFormularioSae) =>
  q.obligatoria ? q.enunciado : `${q.enunciado} ${t.optional}`;

function Question({ question, form }: { question: PreguntaFormularioSae; form: FormApi }) {
  const required = question.obligatoria && t.required;
  return question.tipo === 'OPCION' ? (
    <FormRadio
      control={form.control}
      name={fieldOf(question)}
      required={required}
      label={labelOf(question)}
      options={question.opciones.map((option) => ({ id: option, text: option }))}
    />
  ) : (
    <FormTextArea
      control={form.control}
      name={fieldOf(question)}
      required={required}
      rules={TEXT_RULES}
      label={labelOf(question)}
      maxLength={MAX_ANSWER}
    />
  );
}

type FormApi = ReturnType<typeof useCampusForm<Answers>>;

/**
 * The form's questions, answered once: one key for the page, so a retry after a lost answer is
 * the same answer; a failed send keeps what was written; the server's messages go under their
 * questions. Once answered, the form is read again (the contract's invalidation) and shows so.
 */
export default function AnswerForm({ formulario }: { formulario: FormularioSae }) {
  const key = useIdempotencyKey();
  const form = useCampusForm<Answers>({
    defaultValues: Object.fromEntries(
      formulario.preguntas.map((q) => [fieldOf(q), q.tipo === 'OPCION' ? null : '']),
    ),
  });
  const queryClient = useQueryClient();
  const answer = useResponderFormularioSae({ mutation: { meta: { silentError: true } } });
  const submit = useSubmit(form, async (values) => {
    try {
      const response = await answer.mutateAsync({
        idAccion: formulario.idAccion,
        data: {
          claveIdempotencia: key,
          respuestas: formulario.preguntas
            .map((q) => ({ idPregunta: q.idPregunta, valor: (values[fieldOf(q)] ?? '').trim() }))
            .filter((item) => item.valor !== ''),
        },
      });
      notifySuccess(response);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.messagePublic) {
        // Answered meanwhile (another tab) or its case closed: say why and show the form as it is.
        toast.show({ type: 'warning', detail: error.messagePublic });
        void invalidateObtenerFormularioSae(queryClient, formulario.idAccion);
      } else if (applyServerErrors(error, form) && isApiError(error) && error.messagePublic) {
        toast.show({ type: 'warning', detail: error.messagePublic });
      } else {
        notifyError(error);
      }
      throw error;
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3} aria-label={formulario.titulo}>
      {formulario.preguntas.map((question) => (
        <Question key={question.idPregunta} question={question} form={form} />
      ))}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t.send}
        </Button>
      </div>
    </Stack>
  );
}
