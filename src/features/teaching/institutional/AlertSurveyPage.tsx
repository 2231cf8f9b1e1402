import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/ui/PageHeader';
import AlertForm from './AlertForm';
import AlertsList from './AlertsList';
import { texts } from './texts';

/**
 * /docentes/encuesta-alerta: the teacher's early warning about students of their classes (a new
 * alert, and those already sent with how tutoring is attending them).
 */
export default function AlertSurveyPage() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.alerts.title} intro={texts.alerts.intro} spacing={0} />
      <Box sx={{ maxWidth: 640 }}>
        <AlertForm />
      </Box>
      <AlertsList />
    </Stack>
  );
}
