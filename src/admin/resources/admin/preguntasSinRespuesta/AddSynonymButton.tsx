import { useState } from 'react';
import validateFns from '@generated/forms/SinonimoAsistenteDatos';
import { contractForm } from '@/admin/forms/contractSchema';
import RecordFormDialog from '@/admin/forms/RecordFormDialog';
import { Button } from '@/ui/Button';
import { texts } from './texts';

const form = contractForm('SinonimoAsistenteDatos', validateFns);

/** Adds a phrase of the group's questions to the assistant's vocabulary (`.../{id}/sinonimo`). */
export default function AddSynonymButton({ groupId }: { groupId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {texts.addSynonym}
      </Button>
      {open && (
        <RecordFormDialog
          resource={`preguntasSinRespuesta/${groupId}/sinonimo`}
          record={null}
          newForm={form}
          changesForm={form}
          deletable={false}
          title={texts.addSynonymTitle}
          help={texts.addSynonymHelp}
          messages={{ created: texts.synonymAdded, updated: texts.synonymAdded }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
