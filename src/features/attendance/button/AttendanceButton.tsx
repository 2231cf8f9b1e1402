import EventAvailable from '@mui/icons-material/EventAvailable';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import type { RouteName } from '@/routes';
import { ATTENDANCE_BUTTON_HEIGHT, ATTENDANCE_BUTTON_MARGIN } from './buttonLayout';
import { texts } from '../texts';
import { useAttendanceRole } from './useAttendanceRole';

// The modal, its list and the window rules load on the first click, not with every page.
const MyClassesModal = lazy(() => import('../classes/MyClassesModal'));

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
 * opening 'Mis clases'. The shell keeps room for it under the page (ATTENDANCE_BUTTON_CLEARANCE).
 */
export default function AttendanceButton({
  enabled,
  routeName,
  bottomOffset,
}: AttendanceButtonProps) {
  const attendanceRole = useAttendanceRole(enabled, routeName);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!attendanceRole) return null;
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
        sx={{
          position: 'fixed',
          right: ATTENDANCE_BUTTON_MARGIN,
          bottom: bottomOffset + ATTENDANCE_BUTTON_MARGIN,
          height: ATTENDANCE_BUTTON_HEIGHT,
          zIndex: 'speedDial',
        }}
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
