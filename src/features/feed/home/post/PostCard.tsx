import MoreVert from '@mui/icons-material/MoreVert';
import PushPin from '@mui/icons-material/PushPin';
import Schedule from '@mui/icons-material/Schedule';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import type { Publicacion } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { Dropdown } from '@/ui/Dropdown';
import { RelativeTime } from '@/ui/RelativeTime';
import { texts } from '../../texts';
import { pinLabel } from './pinLabel';
import PostMedia from './PostMedia';
import PostReactions from './PostReactions';
import PostText from './PostText';
import { photoUrl } from '@/lib/http';

export interface PostActions {
  /** Offered to the post's creator once the post form lands (issue 12); absent until then. */
  onEdit?: (post: Publicacion) => void;
  onDelete: (post: Publicacion) => void;
  onShowReactors: (post: Publicacion) => void;
}

interface PostCardProps extends PostActions {
  post: Publicacion;
  /** Among the first on screen: its image loads at once. */
  eager: boolean;
  /** Its place in the feed and the feed's length, for assistive technology (role feed). */
  position: number;
  total: number;
}

const initials = (name: string) =>
  name
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

function PostMenu({ post, onEdit, onDelete }: PostCardProps) {
  const canEdit = post.puedeEditar && onEdit !== undefined;
  const items = [
    ...(canEdit ? [{ id: 'edit', text: texts.menu.edit, onClick: () => onEdit(post) }] : []),
    ...(post.puedeEliminar
      ? [{ id: 'delete', text: texts.menu.delete, onClick: () => onDelete(post) }]
      : []),
  ];
  if (items.length === 0) return null;
  return <Dropdown label={texts.menu.label} icon={<MoreVert />} items={items} align="right" />;
}

/** One post of the feed: who published it and when, its text and media, and its reactions. */
function PostCard(props: PostCardProps) {
  const { post, eager, position, total, onShowReactors } = props;
  const pinned = post.esFijada ? pinLabel(post) : null;
  const titleId = useId();
  const capitalize = useCapitalizeName();
  const author = capitalize(post.usuarioPublicador);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      aria-posinset={position}
      aria-setsize={total}
      // Faded (spec §4) without losing text contrast: a muted card, its images see-through.
      sx={
        post.esProgramada
          ? {
              bgcolor: 'action.hover',
              borderStyle: 'dashed',
              '& .post-media img': { opacity: 0.6 },
            }
          : undefined
      }
    >
      <CardContent component={Stack} spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar
            src={photoUrl(post.fotoUsuarioPublicador)}
            alt=""
            sx={{ bgcolor: 'primary.main' }}
          >
            {initials(author)}
          </Avatar>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {texts.publishedBy(author, post.areaPublicadora)}
            </Typography>
            <RelativeTime value={post.fechaPublicacionProgramada} />
          </Stack>
          <PostMenu {...props} />
        </Stack>
        {(pinned || post.esProgramada) && (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {pinned && (
              <Typography
                variant="caption"
                color="primary"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
              >
                <PushPin fontSize="inherit" aria-hidden />
                {`${texts.pinned.prefix} ${pinned}`}
              </Typography>
            )}
            {post.esProgramada && (
              <Typography
                variant="caption"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
              >
                <Schedule fontSize="inherit" aria-hidden />
                {texts.scheduled}
              </Typography>
            )}
          </Stack>
        )}
        {post.esProgramada && (
          <Typography variant="body2" color="text.secondary">
            {texts.scheduledNote}
          </Typography>
        )}
        <PostText text={post.texto} />
        <Stack spacing={1.5} className="post-media">
          <PostMedia post={post} eager={eager} />
        </Stack>
        <PostReactions post={post} onShowReactors={() => onShowReactors(post)} />
      </CardContent>
    </Card>
  );
}

export default memo(PostCard);
