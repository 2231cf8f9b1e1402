import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReaccionarPublicacion } from '@generated/main/endpoints/publicacion/publicacion';
import type { ContadoresReaccion, Publicacion } from '@generated/main/model';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { texts } from '../../texts';
import { patchFeedPost } from './patchFeedPost';

// Icons drawn as SVG, not emoji: a lab PC without an emoji font showed empty boxes (issue 32).
export const REACTIONS = [
  { id: 28823, Icon: LightbulbOutlined, counter: 'meInteresa' },
  { id: 28824, Icon: AutoAwesomeOutlined, counter: 'meEmociona' },
  { id: 28825, Icon: MilitaryTechOutlined, counter: 'meEnorgullece' },
] as const;

type Reaction = (typeof REACTIONS)[number]['id'];
type Counters = Pick<
  ContadoresReaccion,
  'idReaccion' | 'meInteresa' | 'meEmociona' | 'meEnorgullece'
>;

const countersOf = (post: Publicacion): Counters => ({
  idReaccion: post.idReaccion,
  meInteresa: post.meInteresa,
  meEmociona: post.meEmociona,
  meEnorgullece: post.meEnorgullece,
});

/** What the reader's choice does to the counters at once, before the server answers. */
export function optimistic(current: Counters, chosen: Reaction): Counters {
  const next: Counters = { ...current, idReaccion: current.idReaccion === chosen ? 0 : chosen };
  for (const reaction of REACTIONS) {
    if (reaction.id === current.idReaccion) next[reaction.counter] -= 1;
    if (reaction.id === next.idReaccion) next[reaction.counter] += 1;
  }
  return next;
}

interface PostReactionsProps {
  post: Publicacion;
  onShowReactors: () => void;
}

/**
 * spec §4: one reaction of three; the same again clears it (id 0). The counters change at once
 * and are then replaced by the server's; a failure puts them back.
 */
export default function PostReactions({ post, onShowReactors }: PostReactionsProps) {
  const client = useQueryClient();
  const [counters, setCounters] = useState(() => countersOf(post));
  const [seen, setSeen] = useState(post);
  if (seen !== post) {
    // The feed refetched the post: what the server says now wins.
    setSeen(post);
    setCounters(countersOf(post));
  }
  const mutation = useReaccionarPublicacion({ mutation: { meta: { silentError: true } } });
  const disabled = post.esProgramada;

  const choose = (reaction: Reaction) => {
    const before = counters;
    const after = optimistic(before, reaction);
    setCounters(after);
    mutation.mutate(
      { data: { id: after.idReaccion, idPublicacion: post.idPublicacion } },
      {
        onSuccess: (response) => {
          setCounters(response.results);
          patchFeedPost(client, post.idPublicacion, response.results);
        },
        onError: () => {
          setCounters(before);
          toast.show({ type: 'error', detail: texts.reactions.failed });
        },
      },
    );
  };

  const total = counters.meInteresa + counters.meEmociona + counters.meEnorgullece;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Stack direction="row" spacing={1} role="group" aria-label={texts.reactions.group}>
        {REACTIONS.map((reaction) => {
          const label = texts.reactions[reaction.id];
          const count = counters[reaction.counter];
          return (
            <ToggleButton
              key={reaction.id}
              value={reaction.id}
              size="small"
              selected={counters.idReaccion === reaction.id}
              disabled={disabled || mutation.isPending}
              onChange={() => choose(reaction.id)}
              aria-label={texts.reactions.count(label, count)}
              title={disabled ? texts.reactions.disabled : label}
              sx={{ gap: 0.5, textTransform: 'none', borderRadius: 4, px: 1.25 }}
            >
              <reaction.Icon fontSize="small" aria-hidden />
              <Typography component="span" variant="body2" aria-hidden>
                {count}
              </Typography>
            </ToggleButton>
          );
        })}
      </Stack>
      {total > 0 && (
        <Button variant="text" onClick={onShowReactors}>
          {texts.reactions.whoReacted}
        </Button>
      )}
    </Stack>
  );
}
