import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { Tooltip } from '@/ui/Tooltip';
import { MODAL_MAX_WIDTH } from './layout';
import { texts } from './texts';

/** The help chatbot's entry point; the chatbot itself is not built yet and the dialog says so. */
export default function ChatButton() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <Tooltip title={texts.header.chat}>
        <IconButton
          onClick={() => setOpen(true)}
          aria-label={texts.header.chat}
          aria-haspopup="dialog"
        >
          <SmartToyOutlined />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        slotProps={{ paper: { sx: { maxWidth: MODAL_MAX_WIDTH } } }}
      >
        <DialogTitle id={titleId}>{texts.header.chat}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>{texts.header.chatComingSoon}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{texts.header.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
