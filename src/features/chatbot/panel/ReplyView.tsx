import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RespuestaAsistente } from '@generated/chatbot/model';
import { texts } from '../texts';
import AnswerView from './AnswerView';

interface ReplyViewProps {
  reply: RespuestaAsistente;
  /** Called with the href of a source or an action followed: the panel gives way to the page. */
  onFollow: (href: string) => void;
}

/**
 * The assistant's reply to one message: of a message that asked several questions, each answer
 * under the question it answers (`partes`, issue 56); else the one answer.
 */
export default function ReplyView({ reply, onFollow }: ReplyViewProps) {
  if (!reply.partes?.length) return <AnswerView answer={reply} onFollow={onFollow} />;
  return (
    <Stack spacing={2}>
      {reply.partes.map((part, at) => (
        <Stack key={`${at}-${part.pregunta}`} spacing={0.5}>
          <Typography variant="subtitle2" component="p">
            {texts.part(part.pregunta)}
          </Typography>
          <AnswerView answer={part} onFollow={onFollow} />
        </Stack>
      ))}
    </Stack>
  );
}
