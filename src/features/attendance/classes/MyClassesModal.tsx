import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useListarCursosActualesAlumno,
  useListarCursosActualesDocente,
} from '@generated/main/endpoints/asistencia/asistencia';
import type { AttendanceRole } from '@/lib/attendance/rules';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { useNow } from '@/ui/RelativeTime';
import { Skeleton } from '@/ui/Skeleton';
import ClassCard from './ClassCard';
import PoorConnectionNotice from '../connection/PoorConnectionNotice';
import { texts } from '../texts';
import { useMarkAttendance } from './useMarkAttendance';
import WebClock from './WebClock';

/** spec §9: the attendance clock that enables and disables the buttons refreshes every 60 s. */
const ATTENDANCE_CLOCK_MS = 60_000;

interface MyClassesModalProps {
  open: boolean;
  onClose: () => void;
  role: AttendanceRole;
}

/**
 * 'Mis clases' (teachers: 'Mis clases programadas', spec §2): today's classes with their state
 * and Teams buttons, and the poor-connection notice when one is virtual (spec §5). The list's
 * failures stay silent (spec §7); a 400 on marking closes the modal and a 300 shows the screen
 * asking for the institute's network (spec §8).
 */
export default function MyClassesModal({ open, onClose, role }: MyClassesModalProps) {
  const now = useNow(ATTENDANCE_CLOCK_MS);
  const [network, setNetwork] = useState<string | null>(null);
  // Asked again on every opening; its failures stay silent (spec §7).
  const query = { meta: { silentError: true }, staleTime: 0 };
  const student = useListarCursosActualesAlumno({
    query: { ...query, enabled: open && role === 'alumno' },
  });
  const teacher = useListarCursosActualesDocente({
    query: { ...query, enabled: open && role === 'docente' },
  });
  const list = role === 'alumno' ? student : teacher;
  // spec §5: the line is tested where it matters, before joining a virtual class on Teams.
  const virtual = list.data?.results.some((item) => item.enlaceTeams && item.linkTeams) ?? false;
  const { mark, marking } = useMarkAttendance(role, {
    onNetwork: setNetwork,
    onRefused: onClose,
  });
  const close = () => {
    setNetwork(null);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={texts.title[role]} fullScreenOnMobile>
      <Stack spacing={2}>
        <WebClock />
        <PoorConnectionNotice enabled={open && virtual} />
        {network !== null ? (
          <Stack spacing={2} role="region" aria-label={texts.network.title}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {texts.network.title}
            </Typography>
            <Typography>{texts.network.body}</Typography>
            <Alert severity="warning">{network}</Alert>
            <Button variant="secondary" onClick={() => setNetwork(null)}>
              {texts.network.back}
            </Button>
          </Stack>
        ) : (
          <>
            {list.isPending && list.fetchStatus !== 'idle' && (
              <Skeleton variant="rectangular" height={160} />
            )}
            {list.data?.results.length === 0 && <Typography>{texts.empty}</Typography>}
            {list.data && list.data.results.length > 0 && (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {list.data.results.map((item) => (
                  <ClassCard
                    key={item.idSesion}
                    item={item}
                    role={role}
                    now={now}
                    marking={marking === item.idSesion}
                    onMark={() => void mark(item)}
                  />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
