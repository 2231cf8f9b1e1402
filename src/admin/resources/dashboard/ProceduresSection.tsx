import Typography from '@mui/material/Typography';
import DashboardSection from './DashboardSection';
import { texts } from './texts';

/**
 * Open procedures are part of the dashboard (issue 9), but no procedures exist yet: the card says
 * so rather than show a made-up figure.
 */
export default function ProceduresSection() {
  return (
    <DashboardSection heading={texts.procedures.heading}>
      <Typography variant="body2">{texts.procedures.notice}</Typography>
    </DashboardSection>
  );
}
