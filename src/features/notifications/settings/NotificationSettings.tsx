import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useListarPreferenciasNotificacion } from '@generated/notifications/endpoints/notification/notification';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import PreferenceList from './PreferenceList';
import QuietHoursForm from './QuietHoursForm';
import SettingsSection from './SettingsSection';
import { settingsTexts as texts } from './texts';

/**
 * The caller's notification settings (spec §3): one section of switches per type of
 * notification, then the quiet hours.
 */
export default function NotificationSettings() {
  // The settings say what failed and offer a retry themselves, so the spec §8 toast stays quiet.
  const settings = useListarPreferenciasNotificacion({ query: { meta: { silentError: true } } });

  if (settings.data) {
    const { groups, quietHours } = settings.data.results;
    return (
      <Stack spacing={3}>
        {groups.map((group) => (
          <SettingsSection key={group.typeCode} title={group.title}>
            <PreferenceList configurations={group.configurations} />
          </SettingsSection>
        ))}
        <SettingsSection title={texts.quietHours.title}>
          <QuietHoursForm quietHours={quietHours} />
        </SettingsSection>
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            variant="text"
            color="inherit"
            size="small"
            loading={settings.isFetching}
            onClick={() => void settings.refetch()}
          >
            {texts.retry}
          </Button>
        }
      >
        {texts.loadError}
      </Alert>
    );
  }
  return <Skeleton height={40} label={texts.loading} />;
}
