import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyRequests from '../shared/MyRequests';
import { teacherRequestHref } from '../shared/requestRoutes';
import { texts } from '../texts';

/** /docentes/tramites/finalizados: the teacher's approved and rejected requests. */
export default function TeacherFinishedPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {texts.tabs.finalizados}
      </Typography>
      <MyRequests bandeja="finalizados" hrefOf={teacherRequestHref} />
    </Stack>
  );
}
