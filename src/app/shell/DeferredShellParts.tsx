import { AttendanceButton } from '@/features/attendance';
import { LiveNotifications } from '@/features/notifications';
import { TourHost } from '@/features/tour';
import type { RouteName } from '@/routes';
import ChatButton from './ChatButton';

interface DeferredShellPartsProps {
  /** EVA_NOTIFICATION is on: the live connection runs. */
  notifications: boolean;
  /** The profile's enableAttendanceBtn. */
  attendanceEnabled: boolean;
  routeName: RouteName | undefined;
  /** Pixels under the floating buttons (the phone's bottom bar). */
  bottomOffset: number;
  /** The company's chat link is set and the user is a student or a teacher. */
  floatingChat: boolean;
}

/**
 * The shell's parts no first look needs (issue 36): the live connection, the tour player and the
 * floating buttons. Their own chunk, mounted once the page's first screen has shown
 * (src/lib/firstScreen); the buttons float, so nothing on the page moves when they arrive.
 */
export default function DeferredShellParts({
  notifications,
  attendanceEnabled,
  routeName,
  bottomOffset,
  floatingChat,
}: DeferredShellPartsProps) {
  return (
    <>
      {notifications && <LiveNotifications />}
      <TourHost />
      <AttendanceButton
        enabled={attendanceEnabled}
        routeName={routeName}
        bottomOffset={bottomOffset}
      />
      {floatingChat && <ChatButton floatingAbove={bottomOffset} />}
    </>
  );
}
