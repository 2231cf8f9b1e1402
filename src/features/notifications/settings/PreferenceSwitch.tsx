import Box from '@mui/material/Box';
import type { PreferenciasResponseResultsGroupsItemConfigurationsItem as Configuration } from '@generated/notifications/model';
import { Switch } from '@/ui/Switch';
import { usePreferenceToggle } from './usePreferenceToggle';
import { useRefocusAfterSave } from './useRefocusAfterSave';

/** One notification type the user may switch off, saved as soon as it is flipped. */
export default function PreferenceSwitch({ configuration }: { configuration: Configuration }) {
  const { toggle, saving } = usePreferenceToggle(configuration.configurationId);
  const { containerRef, remember } = useRefocusAfterSave<HTMLDivElement>(saving);
  return (
    <Box ref={containerRef}>
      <Switch
        label={configuration.title}
        description={configuration.description}
        checked={configuration.isActive}
        disabled={saving}
        onChange={(isActive) => {
          remember();
          toggle(isActive);
        }}
      />
    </Box>
  );
}
