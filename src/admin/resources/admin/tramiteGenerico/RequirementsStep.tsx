import { useState } from 'react';
import { useNotify } from 'react-admin';
import {
  useAgregarRequisitoTramiteGenerico,
  useEditarRequisitoTramiteGenerico,
} from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type {
  RequisitoGenerico,
  RequisitoGenericoCambios,
  TipoRequisitoGenerico,
} from '@generated/main/model';
import { pickSchemaValues } from '@/admin/forms/contractSchema';
import { useSave } from '@/admin/forms/useSave';
import { requirementForm, requirementUiSchema } from './forms';
import PartDialog from './PartDialog';
import PartsStep from './PartsStep';
import { formSave } from './formSave';
import { requirementDetail, texts } from './texts';

interface RequirementsStepProps {
  id: number;
  requirements: readonly RequisitoGenerico[];
  draft: boolean;
}

// A new document starts with the usual choices; the admin may change them.
const NEW: Record<TipoRequisitoGenerico, Record<string, unknown>> = {
  DOCUMENTO: {
    tipo: 'DOCUMENTO',
    obligatorio: true,
    formatos: ['pdf'],
    pesoMaximoMb: 2,
    cantidadMaxima: 1,
  },
  TEXTO: { tipo: 'TEXTO', obligatorio: true, longitudMaxima: 300 },
};

/** Step 4: the documents the student attaches and the texts the student writes. */
export default function RequirementsStep({ id, requirements, draft }: RequirementsStepProps) {
  const notify = useNotify();
  const save = useSave();
  const add = useAgregarRequisitoTramiteGenerico(formSave);
  const edit = useEditarRequisitoTramiteGenerico(formSave);
  // null: closed; a kind: adding one; a requirement: editing it.
  const [open, setOpen] = useState<RequisitoGenerico | TipoRequisitoGenerico | null>(null);
  const saved = () => {
    notify(texts.requirementSaved, { type: 'success' });
    setOpen(null);
  };
  const adding = typeof open === 'string';
  const kind = open === null ? 'DOCUMENTO' : typeof open === 'string' ? open : open.tipo;
  return (
    <>
      <PartsStep
        parts={requirements.map((requirement) => ({
          id: requirement.idRequisito,
          name: requirement.nombre,
          detail: requirementDetail(requirement),
          required: requirement.obligatorio,
        }))}
        empty={texts.noRequirements}
        editable={draft}
        editLabel={texts.edit}
        onEdit={(idRequisito) =>
          setOpen(requirements.find((r) => r.idRequisito === idRequisito) ?? null)
        }
        adds={[
          { label: texts.addDocument, onClick: () => setOpen('DOCUMENTO') },
          { label: texts.addText, onClick: () => setOpen('TEXTO') },
        ]}
      />
      {open !== null && (
        <PartDialog
          title={
            typeof open === 'string'
              ? open === 'DOCUMENTO'
                ? texts.newDocument
                : texts.newText
              : texts.editRequirement(open.nombre)
          }
          form={requirementForm}
          uiSchema={requirementUiSchema(kind)}
          initial={adding ? NEW[kind] : pickSchemaValues(requirementForm.schema, open)}
          saving={add.isPending || edit.isPending}
          onSave={(values) => {
            const data = values as unknown as RequisitoGenericoCambios;
            return typeof open === 'string'
              ? save(() => add.mutateAsync({ data, params: { idTramite: id } }), saved)
              : save(
                  () => edit.mutateAsync({ data, params: { idRequisito: open.idRequisito } }),
                  saved,
                );
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
