import EventAvailable from '@mui/icons-material/EventAvailable';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { roleOf, useSession } from '@/lib/session';
import type { RouteName } from '@/routes';
import { attendanceButtonHidden } from './hiddenRoutes';
import { texts } from './texts';

// The modal, its list and the window rules load on the first click, not with every page.
const MyClassesModal = lazy(() => import('./MyClassesModal'));

interface AttendanceButtonProps {
  /** The profile's enableAttendanceBtn (spec §3). */
  enabled: boolean;
  /** The route being shown: the button hides on some (spec §2). */
  routeName: RouteName | undefined;
  /** Pixels kept free under the button (the phone's bottom bar). */
  bottomOffset: number;
}

/**
 * spec §2: the floating attendance button, for students and teachers whose profile enables it,
 * opening 'Mis clases'.
 */
export default function AttendanceButton({
  enabled,
  routeName,
  bottomOffset,
}: AttendanceButtonProps) {
  const { user } = useSession();
  const role = roleOf(user);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const attendanceRole = role === 'student' ? 'alumno' : role === 'teacher' ? 'docente' : null;
  if (!enabled || !attendanceRole || attendanceButtonHidden(routeName)) return null;
  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', right: 16, bottom: bottomOffset + 16, zIndex: 'speedDial' }}
      >
        <EventAvailable sx={{ mr: 1 }} />
        {texts.button}
      </Fab>
      {opened && (
        <Suspense fallback={null}>
          <MyClassesModal open={open} onClose={() => setOpen(false)} role={attendanceRole} />
        </Suspense>
      )}
    </>
  );
}
