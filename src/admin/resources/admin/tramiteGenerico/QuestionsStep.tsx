import { useState } from 'react';
import { useNotify } from 'react-admin';
import {
  useAgregarPreguntaTramiteGenerico,
  useEditarPreguntaTramiteGenerico,
} from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { PreguntaGenerica, PreguntaGenericaCambios } from '@generated/main/model';
import { pickSchemaValues } from '@/admin/forms/contractSchema';
import { useSave } from '@/admin/forms/useSave';
import { questionForm, questionUiSchema } from './forms';
import PartDialog from './PartDialog';
import PartsStep from './PartsStep';
import { formSave } from './formSave';
import { texts } from './texts';

interface QuestionsStepProps {
  id: number;
  questions: readonly PreguntaGenerica[];
  draft: boolean;
}

/** Step 3: the questions, each with the answers the student chooses from. */
export default function QuestionsStep({ id, questions, draft }: QuestionsStepProps) {
  const notify = useNotify();
  const save = useSave();
  const add = useAgregarPreguntaTramiteGenerico(formSave);
  const edit = useEditarPreguntaTramiteGenerico(formSave);
  // null: closed; 'new': adding; a question: editing it.
  const [open, setOpen] = useState<PreguntaGenerica | 'new' | null>(null);
  const saved = () => {
    notify(texts.questionSaved, { type: 'success' });
    setOpen(null);
  };
  return (
    <>
      <PartsStep
        parts={questions.map((question) => ({
          id: question.idPregunta,
          name: question.pregunta,
          detail: question.respuestas.join(', '),
          required: question.obligatorio,
        }))}
        empty={texts.noQuestions}
        editable={draft}
        editLabel={texts.edit}
        onEdit={(idPregunta) =>
          setOpen(questions.find((question) => question.idPregunta === idPregunta) ?? null)
        }
        adds={[{ label: texts.addQuestion, onClick: () => setOpen('new') }]}
      />
      {open && (
        <PartDialog
          title={open === 'new' ? texts.newQuestion : texts.editQuestion(open.pregunta)}
          form={questionForm}
          uiSchema={questionUiSchema}
          initial={
            open === 'new'
              ? { obligatorio: true, respuestas: ['', ''] }
              : pickSchemaValues(questionForm.schema, open)
          }
          saving={add.isPending || edit.isPending}
          onSave={(values) => {
            const data = values as unknown as PreguntaGenericaCambios;
            return open === 'new'
              ? save(() => add.mutateAsync({ data, params: { idTramite: id } }), saved)
              : save(
                  () => edit.mutateAsync({ data, params: { idPregunta: open.idPregunta } }),
                  saved,
                );
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
