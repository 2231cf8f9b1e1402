import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/ui/PageHeader';
import { Tabs } from '@/ui/Tabs';
import { texts } from '../texts';
import OwnCalendar from './OwnCalendar';
import SessionsList from './SessionsList';

const t = texts.psychologist;
const AVAILABILITY = 'disponibilidad';
const SESSIONS = 'sesiones';

/**
 * /psicologos/orientacion-psicologica: the psychologist's own availability calendar
 * (?vista=disponibilidad, the menu's 'Disponibilidad') and their sessions with students.
 */
export default function PsychologistPage() {
  const [search, setSearch] = useSearchParams();
  const view = search.get('vista') === AVAILABILITY ? AVAILABILITY : SESSIONS;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title={t.title} intro={t.intro} />
      <Tabs
        aria-label={t.title}
        items={[
          { id: SESSIONS, title: t.tabs.sessions },
          { id: AVAILABILITY, title: t.tabs.availability },
        ]}
        value={view}
        onChange={(id) => setSearch({ vista: String(id) }, { replace: true })}
      >
        {view === AVAILABILITY ? <OwnCalendar /> : <SessionsList />}
      </Tabs>
    </Stack>
  );
}
