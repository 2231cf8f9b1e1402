import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import MuiButton from '@mui/material/Button';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { descargarAdjuntoTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import type { Adjunto } from '@generated/support-desk/model';
import { saveFile } from '@/lib/files';
import { texts } from './texts';

/**
 * One attachment of the conversation, downloaded through the API with the staff member's token
 * (a plain link would go without it): the student's files were plain text, so staff could not
 * open them (issue 54).
 */
export default function AttachmentButton({ ticketId, file }: { ticketId: number; file: Adjunto }) {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await descargarAdjuntoTicket(ticketId, file.idArchivo), file.nombre);
    } catch {
      notify(texts.downloadError, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <MuiButton
      variant="text"
      size="small"
      startIcon={<AttachFileOutlined />}
      disabled={downloading}
      aria-label={texts.download(file.nombre)}
      onClick={() => void download()}
      sx={{ alignSelf: 'flex-start', textTransform: 'none' }}
    >
      {file.nombre}
    </MuiButton>
  );
}
