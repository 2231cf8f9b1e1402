import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReglamentoVersion } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

interface VersionTextDialogProps {
  version: ReglamentoVersion;
  onClose: () => void;
}

/**
 * One version's text as its audience reads it: plain text, its line breaks kept. The whole dialog
 * scrolls with the page, so a keyboard reaches every line (a scrolling content box would not).
 */
export default function VersionTextDialog({ version, onClose }: VersionTextDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="body">
      <DialogTitle id={titleId}>{texts.textTitle(version.numero)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {texts.publishedBy(formatDateTime(version.publicadoEn), version.publicadoPor)}
        </Typography>
        <Typography variant="subtitle1" component="p" gutterBottom>
          {version.resumenCambios}
        </Typography>
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {version.contenido}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
