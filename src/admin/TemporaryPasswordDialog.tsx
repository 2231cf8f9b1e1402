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

const texts = {
  title: 'Clave temporal',
  shown: (usuario: string) =>
    `Entrega esta clave a ${usuario}. No se volverá a mostrar y no queda guardada en ningún lugar.`,
  copy: 'Copiar',
  copied: 'Clave copiada',
  close: 'Cerrar',
} as const;

/**
 * A temporary password, shown this once (a user's reset, a new generic account): the server keeps
 * only its hash.
 */
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
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.shown(shown.usuario)}</DialogContentText>
        <Typography
          component="output"
          aria-label={texts.title}
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
