import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Tooltip } from '@/ui/Tooltip';
import { texts } from './texts';

/** The help chatbot's entry point; the chatbot itself is not built yet and the dialog says so. */
export default function ChatButton() {
  const [open, setOpen] = useState(false);
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
      <Modal
        open={open}
        onClose={close}
        title={texts.header.chat}
        showClose={false}
        actions={
          <Button variant="text" onClick={close}>
            {texts.header.close}
          </Button>
        }
      >
        <Typography color="text.secondary">{texts.header.chatComingSoon}</Typography>
      </Modal>
    </>
  );
}
