import MuiButton from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { descargarDocumentoMatricula } from '@generated/main/endpoints/documento-matricula/documento-matricula';
import type { DocumentoMatricula } from '@generated/main/model';
import { formatFileSize, saveFile } from '@/lib/files';
import { texts } from './texts';

/** The document's current file, downloaded through the API with the reviewer's token. */
export default function FileButton() {
  const document = useRecordContext<DocumentoMatricula>();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  if (!document) return null;
  const { nombre, tamano } = document.archivo;
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await descargarDocumentoMatricula(document.id), nombre);
    } catch {
      notify(texts.downloadError, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <MuiButton
      variant="outlined"
      disabled={downloading}
      onClick={() => void download()}
      aria-label={texts.viewLabel(nombre)}
      sx={{ alignSelf: 'flex-start', textTransform: 'none' }}
    >
      {`${texts.view}: ${nombre} (${formatFileSize(tamano)})`}
    </MuiButton>
  );
}
