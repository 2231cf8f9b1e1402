import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PreferenciasResponseResultsGroupsItemConfigurationsItem as Configuration } from '@generated/notifications/model';
import { Switch } from '@/ui/Switch';
import { Tag } from '@/ui/Tag';
import { settingsTexts as texts } from './texts';

// Lines the note up with the switch's label: MUI's medium switch is 58 px wide.
const SWITCH_WIDTH = '58px';

/**
 * A notification type the campus always sends: its switch shows on and cannot be changed, with a
 * tag and a note saying why (a greyed-out switch alone reads as broken).
 */
export default function CriticalPreference({ configuration }: { configuration: Configuration }) {
  return (
    <>
      <Switch
        label={configuration.title}
        description={configuration.description}
        checked
        disabled
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', pl: SWITCH_WIDTH, pb: 1 }}
      >
        <Tag label={texts.critical} color="info" size="small" />
        <Typography variant="body2" color="text.secondary">
          {texts.criticalReason}
        </Typography>
      </Stack>
    </>
  );
}
