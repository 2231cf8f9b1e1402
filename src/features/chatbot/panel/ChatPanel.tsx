import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useConsultarAsistente } from '@generated/chatbot/endpoints/asistente/asistente';
import type { RespuestaAsistente } from '@generated/chatbot/model';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, minLength, required, trimmed } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormTextField } from '@/ui/Form';
import { Modal } from '@/ui/Modal';
import { texts } from '../texts';
import ReplyView from './ReplyView';

interface Exchange {
  id: number;
  question: string;
  answer: RespuestaAsistente;
}

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

const QUESTION_MAX = 300;

/**
 * The campus assistant (issue 41): a question in, an answer with its sources and actions out.
 * Loaded only when first opened. The conversation is a live log; a question that fails stays
 * typed for a retry.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const ask = useConsultarAsistente({ mutation: { meta: { silentError: true } } });
  // The composer speaks when a question is sent, not when it is left empty for a link of the
  // answer: the message would grow the panel and move the link away from under the pointer.
  const form = useCampusForm<{ mensaje: string }>({
    defaultValues: { mensaje: '' },
    mode: 'onSubmit',
  });
  const logEnd = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // A followed link waits for the panel to be gone: a page that opens its own dialog (the new
  // ticket form) must not open it while this one is still closing, two MUI modals racing over
  // the screen reader's view (help.spec flaked once so: the form had no accessible name).
  const leavingTo = useRef<string | null>(null);
  const follow = (href: string) => {
    leavingTo.current = href;
    onClose();
  };
  const leave = () => {
    const href = leavingTo.current;
    leavingTo.current = null;
    if (href) void navigate(href);
  };

  // Braces: Chromium's scrollIntoView now returns a promise, which React would call as a cleanup.
  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [exchanges.length]);

  const submit = useSubmit(form, async ({ mensaje }) => {
    const question = mensaje.trim();
    try {
      const { results } = await ask.mutateAsync({ data: { mensaje: question } });
      setExchanges((list) => [...list, { id: list.length + 1, question, answer: results }]);
      form.reset({ mensaje: '' });
      form.setFocus('mensaje');
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });

  return (
    <Modal open={open} onClose={onClose} onExited={leave} title={texts.title} fullScreenOnMobile>
      <Stack spacing={2}>
        <Box
          role="log"
          aria-label={texts.conversation}
          aria-live="polite"
          tabIndex={0}
          sx={{ maxHeight: { sm: 420 }, overflowY: 'auto', pr: 1 }}
        >
          <Stack spacing={2}>
            <Typography color="text.secondary">{texts.intro}</Typography>
            {exchanges.map((exchange) => (
              <Stack key={exchange.id} spacing={1}>
                <Typography
                  sx={{
                    alignSelf: 'flex-end',
                    bgcolor: 'action.selected',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                  }}
                >
                  <Box component="span" style={visuallyHidden}>
                    {`${texts.you}: `}
                  </Box>
                  {exchange.question}
                </Typography>
                <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
                  <Box component="span" style={visuallyHidden}>
                    {`${texts.assistant}: `}
                  </Box>
                  <ReplyView reply={exchange.answer} onFollow={follow} />
                </Box>
              </Stack>
            ))}
            {ask.isPending && <Typography color="text.secondary">{texts.thinking}</Typography>}
            <div ref={logEnd} />
          </Stack>
        </Box>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={submit}
          noValidate
          sx={{ alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <FormTextField
              control={form.control}
              name="mensaje"
              label={texts.question}
              rules={[required(), trimmed(minLength(2)), maxLength(QUESTION_MAX)]}
              maxLength={QUESTION_MAX}
              // The dialog pattern: focus moves into the dialog, to the control it is for.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </Box>
          <Box sx={{ pt: 1 }}>
            <Button type="submit" loading={ask.isPending}>
              {texts.send}
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Modal>
  );
}
