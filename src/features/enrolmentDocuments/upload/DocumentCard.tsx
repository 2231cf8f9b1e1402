import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { descargarDocumentoMatricula } from '@generated/main/endpoints/documento-matricula/documento-matricula';
import type { DocumentoMatriculaAlumno } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { formatFileSize, saveFile } from '@/lib/files';
import { toast } from '@/lib/toast';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';
import { acceptsUpload, stateColor, stateOf } from './documentStatus';
import UploadForm from './UploadForm';

/** One document owed: its state, the staff's reason when observed, its file, and a new file. */
export default function DocumentCard({ document }: { document: DocumentoMatriculaAlumno }) {
  const state = stateOf(document);
  const [downloading, setDownloading] = useState(false);
  // A new form after each upload: empty again, under a new idempotency key.
  const [round, setRound] = useState(0);
  const headingId = `documento-${document.tipo}`;

  const download = async () => {
    if (document.id === null || !document.archivo) return;
    setDownloading(true);
    try {
      saveFile(await descargarDocumentoMatricula(document.id), document.archivo.nombre);
    } catch {
      toast.show({ type: 'error', detail: texts.downloadError });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, listStyle: 'none' }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {document.nombre}
          </Typography>
          <Tag label={texts.states[state]} color={stateColor(state)} />
        </Stack>
        {document.estado === 'OBSERVADO' && document.observacion && (
          <Alert severity="error" variant="outlined">
            <AlertTitle>{texts.observation}</AlertTitle>
            {document.observacion}
          </Alert>
        )}
        {document.archivo && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{document.archivo.nombre}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${formatFileSize(document.archivo.tamano)} · ${texts.uploadedOn(formatDate(document.fechaCarga!))}`}
              </Typography>
            </Box>
            <MuiButton
              variant="outlined"
              onClick={() => void download()}
              disabled={downloading}
              aria-label={texts.viewLabel(document.nombre)}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
            >
              {texts.view}
            </MuiButton>
          </Stack>
        )}
        {acceptsUpload(document) ? (
          <UploadForm
            key={round}
            document={document}
            onUploaded={() => setRound((value) => value + 1)}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {texts.approvedNote}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
