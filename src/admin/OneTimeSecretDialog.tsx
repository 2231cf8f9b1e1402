import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNotify } from 'react-admin';

const texts = {
  copy: 'Copiar',
  copied: 'Clave copiada',
  close: 'Cerrar',
} as const;

/** A password reads aloud in large type; a long key wraps on a phone instead. */
const LONG_SECRET = 20;

interface OneTimeSecretDialogProps {
  title: string;
  /** Who the secret is for, and that it will not be shown again. */
  explanation: string;
  secret: string;
  onClose: () => void;
}

/**
 * A secret shown this once (a temporary password, an integration key): the server keeps only its
 * hash, so closing the dialog is the last chance to copy it.
 */
export default function OneTimeSecretDialog(props: OneTimeSecretDialogProps) {
  const { title, explanation, secret, onClose } = props;
  const titleId = useId();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard.writeText(secret).then(() => notify(texts.copied, { type: 'info' }));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{explanation}</DialogContentText>
        <Typography
          component="output"
          aria-label={title}
          sx={{
            display: 'block',
            mt: 2,
            fontFamily: 'monospace',
            fontSize: secret.length > LONG_SECRET ? '1rem' : '1.5rem',
            overflowWrap: 'anywhere',
          }}
        >
          {secret}
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
