import Typography from '@mui/material/Typography';
import { texts } from './texts';

/** Discreet build version at the foot of the sidebar (spec §1 'Version stamp'). */
export default function VersionStamp() {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
      {texts.sidebar.version(__APP_VERSION__)}
    </Typography>
  );
}
