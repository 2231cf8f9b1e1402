import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParteRespuesta } from '@generated/chatbot/model';
import type { MouseEvent } from 'react';
import { Button } from '@/ui/Button';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import { linkHref } from './linkHref';

interface AnswerViewProps {
  /** One answer: the whole reply's, or one part's of a message of several questions. */
  answer: Pick<ParteRespuesta, 'respuesta' | 'detalles' | 'fuentes' | 'acciones'>;
  /** Called with the href of a source or an action followed: the panel gives way to the page. */
  onFollow: (href: string) => void;
}

/**
 * A plain click is the panel's to follow (it closes first); one with a modifier or another
 * button stays the browser's (a new tab or window).
 */
const followWith = (onFollow: (href: string) => void, href: string) => (event: MouseEvent) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  onFollow(href);
};

/** One answer: its text and points, its sources as links, its actions as buttons. */
export default function AnswerView({ answer, onFollow }: AnswerViewProps) {
  const sources = answer.fuentes.flatMap((source) => {
    const href = linkHref(source.enlace);
    return href ? [{ ...source, href }] : [];
  });
  const actions = answer.acciones.flatMap((action) => {
    const href = linkHref(action.enlace);
    return href ? [{ ...action, href }] : [];
  });
  return (
    <Stack spacing={1}>
      <Typography>{answer.respuesta}</Typography>
      {answer.detalles.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {answer.detalles.map((detail) => (
            <Typography component="li" variant="body2" key={detail}>
              {detail}
            </Typography>
          ))}
        </Box>
      )}
      {sources.length > 0 && (
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {texts.sources}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {sources.map((source) => (
              <Typography component="li" variant="body2" key={source.titulo}>
                <RouterLink href={source.href} onClick={followWith(onFollow, source.href)}>
                  {source.titulo}
                </RouterLink>
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {actions.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action) => (
            <Button
              key={`${action.tipo}-${action.href}`}
              size="small"
              variant="secondary"
              component={RouterLink}
              href={action.href}
              onClick={followWith(onFollow, action.href)}
            >
              {action.etiqueta}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
