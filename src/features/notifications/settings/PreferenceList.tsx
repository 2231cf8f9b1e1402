import Box from '@mui/material/Box';
import type { PreferenciasResponseResultsGroupsItemConfigurationsItem as Configuration } from '@generated/notifications/model';
import CriticalPreference from './CriticalPreference';
import PreferenceSwitch from './PreferenceSwitch';

/** The switches of one group of notification types, as a list. */
export default function PreferenceList({ configurations }: { configurations: Configuration[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {configurations.map((configuration) => (
        <li key={configuration.configurationId}>
          {configuration.isCritical ? (
            <CriticalPreference configuration={configuration} />
          ) : (
            <PreferenceSwitch configuration={configuration} />
          )}
        </li>
      ))}
    </Box>
  );
}
