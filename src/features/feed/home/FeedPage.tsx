import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Publicacion } from '@generated/main/model';
import { setHomeAlertSlot } from '@/lib/flow/homeAlertSlot';
import { usePermissions } from '@/lib/permissions';
import { roleOf, useSession } from '@/lib/session';
import HomeCard from './HomeCard';
import PublishCard from './PublishCard';
import FeedList from './list/FeedList';
import FeedSearch from './list/FeedSearch';
import { texts } from '../texts';

// Dialogs load when first opened: a reader who never opens one never downloads it.
const ReactorsDialog = lazy(() => import('./post/ReactorsDialog'));
const DeletePostDialog = lazy(() => import('./post/DeletePostDialog'));
// The post form (and its cascade) is for publishers only: students never download it.
const PostFormDialog = lazy(() => import('./form/PostFormDialog'));

type Dialog =
  { kind: 'reactors' | 'delete' | 'edit'; post: Publicacion } | { kind: 'create' } | null;

/** `/`: the home card and the institute's feed, searched and scrolled to its end (spec §2, §4). */
export default function FeedPage() {
  const { user } = useSession();
  const [busqueda, setBusqueda] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const onShowReactors = useCallback(
    (post: Publicacion) => setDialog({ kind: 'reactors', post }),
    [],
  );
  const onDelete = useCallback((post: Publicacion) => setDialog({ kind: 'delete', post }), []);
  const onEdit = useCallback((post: Publicacion) => setDialog({ kind: 'edit', post }), []);
  // spec §2, §6: type 3 users holding CONFPUBL publish.
  const permissions = usePermissions();
  const publishes = roleOf(user) === 'collaborator' && permissions.includes('CONFPUBL');
  const close = () => setDialog(null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 680, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      {/* The flow's alerts that are not the sign-in's dialog go here (issue 54). */}
      <Box ref={setHomeAlertSlot} sx={{ '&:empty': { display: 'none' } }} />
      <HomeCard />
      {publishes && <PublishCard onCreate={() => setDialog({ kind: 'create' })} />}
      <FeedSearch onSearch={setBusqueda} />
      <FeedList
        admin={user?.esAdministrativo === true}
        busqueda={busqueda}
        onShowReactors={onShowReactors}
        onDelete={onDelete}
        onEdit={onEdit}
      />
      <Suspense>
        {dialog?.kind === 'reactors' && <ReactorsDialog post={dialog.post} onClose={close} />}
        {dialog?.kind === 'delete' && <DeletePostDialog post={dialog.post} onClose={close} />}
        {dialog?.kind === 'create' && <PostFormDialog post={null} onClose={close} />}
        {dialog?.kind === 'edit' && <PostFormDialog post={dialog.post} onClose={close} />}
      </Suspense>
    </Stack>
  );
}
