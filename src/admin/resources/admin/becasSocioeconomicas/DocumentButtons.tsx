import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { descargarArchivo } from '@generated/main/endpoints/archivo/archivo';
import type { BecaSocioeconomica } from '@generated/main/model';
import { formatFileSize, saveFile } from '@/lib/files';
import { texts } from './texts';

/** Each document of the application, downloaded through the API with the reviewer's token. */
export default function DocumentButtons() {
  const application = useRecordContext<BecaSocioeconomica>();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  if (!application) return null;
  const download = async (idArchivo: number, nombre: string) => {
    setDownloading(true);
    try {
      saveFile(await descargarArchivo(idArchivo), nombre);
    } catch {
      notify(texts.downloadError, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {application.documentos.map(({ tipo, nombre: documentName, archivo }) =>
        archivo ? (
          <MuiButton
            key={tipo}
            variant="outlined"
            disabled={downloading}
            onClick={() => void download(archivo.idArchivo, archivo.nombre)}
            sx={{ textTransform: 'none' }}
          >
            {`${texts.view(documentName)}: ${archivo.nombre} (${formatFileSize(archivo.tamano)})`}
          </MuiButton>
        ) : null,
      )}
    </Stack>
  );
}
