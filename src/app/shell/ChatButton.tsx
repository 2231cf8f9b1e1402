import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { Tooltip } from '@/ui/Tooltip';
import { texts } from './texts';

// The panel's code (and the chatbot client) downloads when the assistant is first opened.
const ChatPanel = lazy(() => import('@/features/chatbot/panel/ChatPanel'));

/** The campus assistant's entry point in the header (spec §2: students and teachers). */
export default function ChatButton() {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <Tooltip title={texts.header.chat}>
        <IconButton
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          aria-label={texts.header.chat}
          aria-haspopup="dialog"
        >
          <SmartToyOutlined />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
