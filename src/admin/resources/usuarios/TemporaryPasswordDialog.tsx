import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNotify } from 'react-admin';
import type { ClaveTemporal } from '@generated/main/model';
import { texts } from './texts';

/** The temporary password, shown this once: the server keeps only its hash. */
export default function TemporaryPasswordDialog(props: {
  shown: ClaveTemporal;
  onClose: () => void;
}) {
  const { shown, onClose } = props;
  const titleId = useId();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard
      .writeText(shown.claveTemporal)
      .then(() => notify(texts.copied, { type: 'info' }));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.temporaryShownTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.temporaryShown(shown.usuario)}</DialogContentText>
        <Typography
          component="output"
          aria-label={texts.temporaryShownTitle}
          sx={{ display: 'block', mt: 2, fontFamily: 'monospace', fontSize: '1.5rem' }}
        >
          {shown.claveTemporal}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{texts.copy}</Button>
        <Button variant="contained" onClick={onClose}>
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
