import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/ui/PageHeader';
import { Tabs } from '@/ui/Tabs';
import NotificationList from '../shared/NotificationList';
import { tabItems, tabOf } from '../shared/notificationTabs';
import { texts } from '../texts';
import { useClearBadge } from '../shared/useClearBadge';

/** /notificaciones: every notification of the user by type, 50 at a time (spec §2, §4). */
export default function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tipo'));
  useClearBadge(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={texts.title} />
      <Tabs
        items={tabItems}
        value={tab}
        aria-label={texts.tabsLabel}
        onChange={(id) => setSearchParams({ tipo: String(id) }, { replace: true })}
      >
        <NotificationList key={tab} tab={tab} />
      </Tabs>
    </Stack>
  );
}
