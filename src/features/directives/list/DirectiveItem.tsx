import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { DirectivaAlumno } from '@generated/main/model';
import {
  descargarDirectiva,
  useGuardarDirectiva,
} from '@generated/main/endpoints/directiva/directiva';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/files';
import { slugify } from '@/lib/text';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';

const t = texts.list;

const fileName = (directive: DirectivaAlumno) =>
  `${slugify(directive.titulo)}-v${directive.numero}.pdf`;

/** One directive: its version and date, its PDF, and 'Acepto' until accepted. */
interface DirectiveItemProps {
  directive: DirectivaAlumno;
  /** The acceptance completed the onboarding's directives step (the last one left). */
  onStepCompleted: () => void;
}

export default function DirectiveItem({ directive, onStepCompleted }: DirectiveItemProps) {
  const [downloading, setDownloading] = useState(false);
  // A second click before the first answer lands sends nothing: React's pending state arrives a
  // render later, the ref at once.
  const sending = useRef(false);
  const accept = useGuardarDirectiva({
    mutation: {
      onSuccess: (answer) => {
        toast.show({ type: 'success', detail: t.acceptedToast });
        if (answer.results.pasoCompletado) onStepCompleted();
      },
      onSettled: () => {
        sending.current = false;
      },
    },
  });
  // Until the list is read again the answer says when it was accepted.
  const acceptedAt = directive.aceptadoEn ?? accept.data?.results.aceptadoEn ?? null;

  const onAccept = () => {
    if (sending.current || acceptedAt) return;
    sending.current = true;
    accept.mutate({ data: { versionId: directive.versionId } });
  };
  const onDownload = async () => {
    setDownloading(true);
    try {
      saveFile(await descargarDirectiva(directive.versionId), fileName(directive));
    } catch {
      toast.show({ type: 'error', detail: t.downloadError });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {directive.titulo}
          </Typography>
          <Typography variant="body2">{directive.descripcion}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.version(directive.numero, formatDate(directive.publicadoEn))}
          </Typography>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 }}
        >
          <Button
            variant="secondary"
            loading={downloading}
            aria-label={t.downloadLabel(directive.titulo)}
            onClick={() => void onDownload()}
          >
            {t.download}
          </Button>
          {acceptedAt ? (
            <Tag label={t.accepted(formatDate(acceptedAt))} color="success" />
          ) : (
            <Button
              loading={accept.isPending}
              aria-label={t.acceptLabel(directive.titulo)}
              onClick={onAccept}
            >
              {t.accept}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
