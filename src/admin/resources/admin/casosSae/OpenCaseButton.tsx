import AddIcon from '@mui/icons-material/Add';
import MuiButton from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { useAbrirCasoSae } from '@generated/main/endpoints/sae-admin/sae-admin';
import { isApiError } from '@/lib/http';
import OpenCaseDialog from './OpenCaseDialog';
import { texts } from './texts';

/** Opens a case by hand from the list, then shows it. */
export default function OpenCaseButton() {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const create = useAbrirCasoSae({ mutation: { meta: { silentError: true } } });
  return (
    <>
      <MuiButton startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {texts.open}
      </MuiButton>
      {open && (
        <OpenCaseDialog
          onClose={() => setOpen(false)}
          onSave={(data) =>
            create.mutateAsync({ data }).then(
              (answer) => {
                setOpen(false);
                notify(answer.messagePublic ?? texts.save, { type: 'success' });
                redirect('show', 'casos-sae', answer.results.id);
              },
              (error: unknown) => {
                notify(
                  isApiError(error) && error.messagePublic ? error.messagePublic : String(error),
                  { type: 'error' },
                );
                throw error;
              },
            )
          }
        />
      )}
    </>
  );
}
