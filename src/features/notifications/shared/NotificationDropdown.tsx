import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { texts } from '../texts';
import { useClearBadge } from './useClearBadge';
import NotificationList from './NotificationList';

const NotificationSettings = lazy(() => import('../settings/NotificationSettings'));

type DropdownTab = 'recientes' | 'opciones';

const items = [
  { id: 'recientes', title: texts.dropdown.recent },
  { id: 'opciones', title: texts.dropdown.options },
] as const;

/** The bell's dropdown from 1024 px (spec §2): the latest notifications, and the settings. */
export default function NotificationDropdown() {
  const [tab, setTab] = useState<DropdownTab>('recientes');
  useClearBadge(true);
  return (
    <Tabs
      items={items}
      value={tab}
      onChange={(id) => setTab(id as DropdownTab)}
      aria-label={texts.title}
    >
      <Box sx={{ maxHeight: 'min(480px, 60vh)', overflowY: 'auto', mx: -2, px: 1 }}>
        {tab === 'recientes' ? (
          <>
            <NotificationList tab="todas" />
            <Box sx={{ textAlign: 'center', py: 1 }}>
              <Link component={RouterLink} href={paths.notifications.getHref()}>
                {texts.dropdown.seeAll}
              </Link>
            </Box>
          </>
        ) : (
          <Suspense fallback={<Skeleton empty={false} label={texts.loading} />}>
            <NotificationSettings />
          </Suspense>
        )}
      </Box>
    </Tabs>
  );
}
