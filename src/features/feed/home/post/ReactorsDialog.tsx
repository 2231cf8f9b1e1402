import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListarReaccionesPublicacion } from '@generated/main/endpoints/publicacion/publicacion';
import type { Publicacion } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { Modal } from '@/ui/Modal';
import { Skeleton } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { texts } from '../../texts';
import { REACTIONS } from './PostReactions';

type Filter = 'all' | (typeof REACTIONS)[number]['id'];

/** Who reacted to a post, all of them or by reaction (spec §3 reactors list). */
export default function ReactorsDialog({
  post,
  onClose,
}: {
  post: Publicacion;
  onClose: () => void;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const capitalize = useCapitalizeName();
  const query = useListarReaccionesPublicacion({
    id: post.idPublicacion,
    ...(filter !== 'all' && { idReaccion: filter }),
  });
  const counters = query.data?.results;
  const items = [
    { id: 'all', title: texts.reactors.all },
    ...REACTIONS.map((reaction) => {
      const label = texts.reactions[reaction.id];
      return {
        id: String(reaction.id),
        title: counters ? `${label} (${counters[reaction.counter]})` : label,
      };
    }),
  ];
  return (
    <Modal open onClose={onClose} title={texts.reactors.title} fullScreenOnMobile>
      <Tabs
        items={items}
        aria-label={texts.reactors.title}
        value={String(filter)}
        onChange={(id) => setFilter(id === 'all' ? 'all' : (Number(id) as Filter))}
      >
        {query.isPending && <Skeleton variant="rectangular" height={160} />}
        {query.isError && <Typography role="alert">{texts.reactors.loadError}</Typography>}
        {query.data &&
          (query.data.results.reacciones.length === 0 ? (
            <Typography sx={{ py: 2 }}>{texts.reactors.empty}</Typography>
          ) : (
            <List aria-label={texts.reactors.listLabel} dense>
              {query.data.results.reacciones.map((person) => {
                const reaction = REACTIONS.find((r) => r.id === person.idReaccion);
                return (
                  <ListItem key={person.id} disableGutters>
                    {reaction && (
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <reaction.Icon color="action" aria-hidden />
                      </ListItemIcon>
                    )}
                    <ListItemText
                      primary={capitalize(person.nombre)}
                      secondary={texts.reactions[person.idReaccion]}
                    />
                  </ListItem>
                );
              })}
            </List>
          ))}
      </Tabs>
    </Modal>
  );
}
