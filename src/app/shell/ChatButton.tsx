import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { ChatPanel } from '@/features/chatbot';
import { Tooltip } from '@/ui/Tooltip';
import { texts } from './texts';

interface ChatButtonProps {
  /**
   * Pixels under the floating button (the phone's bottom bar); without it, the header's button.
   * @default undefined
   */
  floatingAbove?: number;
}

/**
 * The campus assistant's entry point (spec §2, students and teachers): the header's button, or
 * the floating one bottom left (the attendance button holds the right) when the company's chat
 * link is set.
 */
export default function ChatButton({ floatingAbove }: ChatButtonProps) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const props = {
    onClick: show,
    'aria-label': texts.header.chat,
    'aria-haspopup': 'dialog' as const,
  };

  return (
    <>
      {floatingAbove === undefined ? (
        <Tooltip title={texts.header.chat}>
          <IconButton {...props}>
            <SmartToyOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Fab
          {...props}
          color="primary"
          sx={{ position: 'fixed', left: 16, bottom: floatingAbove + 16, zIndex: 'speedDial' }}
        >
          <SmartToyOutlined />
        </Fab>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
