import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { descargarArchivo, subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import {
  useGuardarCurriculum,
  useObtenerCurriculum,
} from '@generated/main/endpoints/perfil/perfil';
import { formatDate } from '@/lib/dates';
import { formatFileSize, saveFile } from '@/lib/files';
import { notifyError, notifySuccess } from '@/lib/http';
import { Button as ActionButton } from '@/ui/Button';
import { CvDropzone } from '@/ui/CvDropzone';
import { Modal } from '@/ui/Modal';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

const t = texts.cv;

interface CurriculumDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The teacher's 'Curriculum Vitae': the current file to download, and a new one to replace it. */
export default function CurriculumDialog({ open, onClose }: CurriculumDialogProps) {
  const current = useObtenerCurriculum({ query: { meta: { silentError: true } } });
  const save = useGuardarCurriculum({ mutation: { meta: { silentError: true } } });
  const inFlight = useRef(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  // A new drop zone after each save, empty again.
  const [round, setRound] = useState(0);
  const busy = uploading || save.isPending;
  const cv = current.data?.results ?? null;

  async function upload() {
    // A double click sends once: the state below is not yet updated when the second one runs.
    if (!chosen || inFlight.current) return;
    inFlight.current = true;
    setUploading(true);
    try {
      const { results } = await subirArchivo({ archivo: chosen, tipo: 'CV' });
      const saved = await save.mutateAsync({ data: { idArchivo: results.idArchivo } });
      notifySuccess(saved);
      setChosen(null);
      setRound((value) => value + 1);
    } catch (error) {
      // The chosen file stays, so the same button tries again.
      notifyError(error);
    } finally {
      inFlight.current = false;
      setUploading(false);
    }
  }

  async function download() {
    if (!cv) return;
    try {
      saveFile(await descargarArchivo(cv.idArchivo), cv.nombre);
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t.title}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t.intro}
        </Typography>
        <QueryState
          query={current}
          loadError={t.loadError}
          skeleton={<Skeleton variant="rectangular" height={64} />}
        >
          {() => (
            <Paper variant="outlined" sx={{ p: 2 }}>
              {cv ? (
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography variant="body2" color="text.secondary">
                      {t.current}
                    </Typography>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {cv.nombre}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {`${formatFileSize(cv.tamano)} · ${t.uploadedOn(formatDate(cv.fechaCarga))}`}
                    </Typography>
                  </Stack>
                  <Button
                    variant="outlined"
                    onClick={() => void download()}
                    aria-label={`${t.download} ${cv.nombre}`}
                  >
                    {t.download}
                  </Button>
                </Stack>
              ) : (
                <Typography>{t.none}</Typography>
              )}
            </Paper>
          )}
        </QueryState>
        <CvDropzone key={round} onChange={setChosen} disabled={busy} />
        <div>
          <ActionButton onClick={() => void upload()} disabled={!chosen} loading={busy}>
            {busy ? t.saving : t.save}
          </ActionButton>
        </div>
      </Stack>
    </Modal>
  );
}
