import type { PreferenciasResponseResultsGroupsItemConfigurationsItem as Configuration } from '@generated/notifications/model';
import { Switch } from '@/ui/Switch';
import { usePreferenceToggle } from './usePreferenceToggle';

/** One notification type the user may switch off, saved as soon as it is flipped. */
export default function PreferenceSwitch({ configuration }: { configuration: Configuration }) {
  const { toggle, saving } = usePreferenceToggle(configuration.configurationId);
  return (
    <Switch
      label={configuration.title}
      description={configuration.description}
      checked={configuration.isActive}
      disabled={saving}
      onChange={toggle}
    />
  );
}
