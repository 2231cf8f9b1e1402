import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import MuiButton from '@mui/material/Button';
import { useState } from 'react';
import { ListButton, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  useAgendarCitaSae,
  useAgregarNotaSae,
  useAsignarFormularioSae,
  useCerrarCasoSae,
} from '@generated/main/endpoints/sae-admin/sae-admin';
import type { CasoSaeAdmin } from '@generated/main/model';
import { isApiError } from '@/lib/http';
import CloseDialog from './CloseDialog';
import FormDialog from './FormDialog';
import InterviewDialog from './InterviewDialog';
import NoteDialog from './NoteDialog';
import { texts } from './texts';

/** A note, an interview or a form on a case staff still work on, and its closing. */
export default function CaseActions() {
  const caso = useRecordContext<CasoSaeAdmin>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<'note' | 'interview' | 'form' | 'close' | null>(null);
  const addNote = useAgregarNotaSae({ mutation: { meta: { silentError: true } } });
  const schedule = useAgendarCitaSae({ mutation: { meta: { silentError: true } } });
  const assign = useAsignarFormularioSae({ mutation: { meta: { silentError: true } } });
  const close = useCerrarCasoSae({ mutation: { meta: { silentError: true } } });
  if (!caso) return null;
  const done = (answer: { messagePublic?: string }) => {
    setOpen(null);
    notify(answer.messagePublic ?? texts.save, { type: 'success' });
    refresh();
  };
  const failed = (error: unknown): never => {
    notify(isApiError(error) && error.messagePublic ? error.messagePublic : String(error), {
      type: 'error',
    });
    refresh();
    throw error;
  };
  return (
    // Five actions do not fit a phone's width in one row.
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <ListButton />
      {caso.estado !== 'CERRADO' && (
        <>
          <MuiButton startIcon={<NoteAddIcon />} onClick={() => setOpen('note')}>
            {texts.addNote}
          </MuiButton>
          <MuiButton startIcon={<EventIcon />} onClick={() => setOpen('interview')}>
            {texts.schedule}
          </MuiButton>
          <MuiButton startIcon={<AssignmentIcon />} onClick={() => setOpen('form')}>
            {texts.sendForm}
          </MuiButton>
          <MuiButton startIcon={<LockIcon />} onClick={() => setOpen('close')}>
            {texts.close}
          </MuiButton>
        </>
      )}
      {open === 'note' && (
        <NoteDialog
          onClose={() => setOpen(null)}
          onSave={(data) => addNote.mutateAsync({ id: caso.id, data }).then(done, failed)}
        />
      )}
      {open === 'interview' && (
        <InterviewDialog
          onClose={() => setOpen(null)}
          onSave={(data) => schedule.mutateAsync({ id: caso.id, data }).then(done, failed)}
        />
      )}
      {open === 'form' && (
        <FormDialog
          onClose={() => setOpen(null)}
          onSave={(data) => assign.mutateAsync({ id: caso.id, data }).then(done, failed)}
        />
      )}
      {open === 'close' && (
        <CloseDialog
          onClose={() => setOpen(null)}
          onSave={(data) => close.mutateAsync({ id: caso.id, data }).then(done, failed)}
        />
      )}
    </TopToolbar>
  );
}
