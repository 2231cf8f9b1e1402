import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  invalidateContarNotificacionesPendientes,
  getListarPreferenciasNotificacionQueryOptions,
  useValidarNotificaciones,
} from '@generated/notifications/endpoints/notification/notification';
import { getRuntimeConfig } from '@/lib/config';
import { sessionStore, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { paths } from '@/routes';
import { isQuietTime } from '../settings/quietHours';
import { texts } from '../texts';
import { brokerWebSocketUrl } from './brokerUrl';
import { liveArrivals, useLiveArrivals } from './liveArrivals';
import { prependLive, refreshNotifications } from './notificationCache';
import { toLiveNotification } from './liveNotification';
import { joinLiveClient } from './sharedLiveClient';

/**
 * The signed-in user's live notifications (spec §4, §7 STOMP): after login the browser's one
 * connection for the user (sharedLiveClient.ts) subscribes to the user's queue, and sign-out in
 * any tab ends it. Each arrival joins this tab's lists at once, is highlighted, announced to
 * screen readers and, outside quiet hours, toasted; after a reconnect everything refetches, so
 * nothing sent while disconnected is lost.
 */
export default function LiveNotifications() {
  const { token, claims } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { announcement } = useLiveArrivals();
  const { mutate: validate } = useValidarNotificaciones({
    mutation: { meta: { silentError: true } },
  });

  const ida = claims?.ida;
  const username = claims?.username;
  useEffect(() => {
    if (!token || ida === undefined || username === undefined) return;
    validate();
    // Read when something arrives, not on every load: the settings' own query, cached for a
    // minute and refreshed by a save. Unknown settings are no quiet hours.
    const inQuietHours = () =>
      queryClient
        .fetchQuery(
          getListarPreferenciasNotificacionQueryOptions({ query: { meta: { silentError: true } } }),
        )
        .then(({ results }) => isQuietTime(new Date(), results.quietHours))
        .catch(() => false);
    // The promise settles once the toast is decided, so a test can wait for the decision.
    const arrived = async (body: unknown) => {
      const notification = toLiveNotification(body);
      if (!notification) return;
      prependLive(queryClient, notification);
      void invalidateContarNotificacionesPendientes(queryClient);
      liveArrivals.add(notification.id, texts.live.arrived(notification.title));
      if (await inQuietHours()) return;
      toast.notify(notification.title, {
        buttonText: texts.live.see,
        onButton: () => void navigate(paths.notifications.getHref()),
      });
    };
    const live = joinLiveClient({
      brokerURL: brokerWebSocketUrl(getRuntimeConfig().broker, window.location),
      login: username,
      passcode: token,
      actorId: ida,
      onNotification: arrived,
      onResync: () => void refreshNotifications(queryClient),
    });
    const forget = sessionStore.onSignOut(() => live.end());
    return () => {
      forget();
      live.leave();
    };
    // navigate is stable: the connection is not remade by a navigation.
  }, [token, ida, username, queryClient, validate, navigate]);

  return (
    <Box aria-live="polite" style={visuallyHidden}>
      {announcement}
    </Box>
  );
}
