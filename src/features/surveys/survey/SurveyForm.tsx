import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EncuestaProgramadaResponseResults as Encuesta } from '@generated/main/model';
import {
  useOmitirEncuesta,
  useResponderEncuestaProgramada,
} from '@generated/main/endpoints/encuesta/encuesta';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { notifySuccess } from '@/lib/http';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { ConfirmModal } from '@/ui/Modal';
import { ProgressBar } from '@/ui/ProgressBar';
import QuestionField from './QuestionField';
import { texts } from '../texts';

const t = texts.survey;

type Answers = Record<string, string>;
const fieldOf = (idPregunta: number) => `q${idPregunta}`;

/**
 * A survey one question at a time, with its progress. Each required question must be answered
 * before the next; the answers stay in the form if sending fails, so another try sends them
 * again; a skippable survey can be skipped after confirming.
 */
export default function SurveyForm({ survey }: { survey: Encuesta }) {
  const navigate = useNavigate();
  const questions = survey.preguntas;
  const [step, setStep] = useState(0);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const form = useCampusForm<Answers>({
    defaultValues: Object.fromEntries(questions.map((q) => [fieldOf(q.idPregunta), ''])),
  });
  const answer = useResponderEncuestaProgramada();
  const skip = useOmitirEncuesta();
  const toList = () => void navigate(paths.estudiantes_encuestas_smart.getHref());

  const submit = useSubmit(form, async (values) => {
    const response = await answer.mutateAsync({
      idProgramacion: survey.idProgramacion,
      data: {
        respuestas: questions
          .map((q) => ({ idPregunta: q.idPregunta, valor: values[fieldOf(q.idPregunta)]!.trim() }))
          .filter((item) => item.valor !== ''),
      },
    });
    notifySuccess(response);
    toList();
  });

  const question = questions[step]!;
  const last = step === questions.length - 1;
  const next = async () => {
    if (await form.trigger(fieldOf(question.idPregunta))) setStep(step + 1);
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3}>
      <ProgressBar
        value={Math.round(((step + 1) / questions.length) * 100)}
        label={t.progress(step + 1, questions.length)}
      />
      <QuestionField
        // One field per question: going back shows what was answered.
        key={question.idPregunta}
        question={question}
        control={form.control}
        name={fieldOf(question.idPregunta)}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {step > 0 && (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            {t.previous}
          </Button>
        )}
        {/* Keys keep two buttons apart: reusing one, the click on 'Siguiente' that reaches the
            last question would submit the form as the button turns into 'Enviar'. */}
        {last ? (
          <Button key="send" type="submit" loading={form.formState.isSubmitting}>
            {t.send}
          </Button>
        ) : (
          <Button key="next" onClick={() => void next()}>
            {t.next}
          </Button>
        )}
        {survey.omitible && (
          <Button variant="text" onClick={() => setConfirmSkip(true)}>
            {t.skip}
          </Button>
        )}
      </Stack>
      <ConfirmModal
        open={confirmSkip}
        title={t.skipTitle}
        confirmLabel={t.skipConfirm}
        pending={skip.isPending}
        onClose={() => setConfirmSkip(false)}
        onConfirm={() =>
          skip.mutate(
            { data: { idProgramacion: survey.idProgramacion } },
            { onSuccess: toList, onSettled: () => setConfirmSkip(false) },
          )
        }
      >
        {t.skipBody}
      </ConfirmModal>
    </Stack>
  );
}
