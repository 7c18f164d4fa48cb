import { IconBellRinging } from '@tabler/icons-react';
import { ActionIcon, Indicator } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationItem } from '@portal/shared/contracts';
import { bus, useBusEvent } from '@portal/shared/core';
import { preloadableExport } from '../../app/preloadable';
import { DeferredMenu } from '../../layout/deferred-menu';
import { markAllNotificationsRead, markNotificationRead, useNotificationsQuery, useSetUnreadCount, useUnreadCountQuery } from './notifications-api';

// The dropdown (Mantine Menu, ScrollArea, floating-ui) loads when wanted (DeferredMenu): no
// first screen needs it.
const NotificationBellMenu = preloadableExport(() => import('./notification-bell-menu'), 'NotificationBellMenu');

/** How often the bell asks for new notifications while the portal is open. */
const BELL_POLL_MS = 30_000;

/**
 * Every signed-in member's bell: the unread count, the latest notifications, mark as read. It
 * reloads on a timer, when the window regains focus and on `notifications:changed` (any remote,
 * through the query layer's event bridge).
 */
export function NotificationBell() {
  const [listWanted, setListWanted] = useState(false);
  const unread = useUnreadCountQuery(BELL_POLL_MS).data?.unread ?? 0;
  const list = useNotificationsQuery(listWanted);
  const items = listWanted && !list.isPending ? (list.data ?? []).slice(0, 8) : null;
  const setUnread = useSetUnreadCount();
  const navigate = useNavigate();

  // A count the event carries shows at once; the bridge refetches both queries anyway.
  useBusEvent('notifications:changed', (e) => {
    if (typeof e.unread === 'number') setUnread(e.unread);
  });

  const open = async (n: NotificationItem) => {
    if (!n.read) {
      await markNotificationRead(n.id).catch(() => undefined);
      bus.emit('notifications:changed', {});
    }
    if (n.link) navigate(n.link);
  };

  const readAll = async () => {
    await markAllNotificationsRead().catch(() => undefined);
    bus.emit('notifications:changed', { unread: 0 });
  };

  return (
    // The count badge wraps the menu, so the menu's trigger attributes land on the button itself.
    <Indicator label={unread} size={18} disabled={unread === 0} offset={4} color="red">
      <DeferredMenu
        menu={NotificationBellMenu}
        props={{
          unread,
          items,
          onOpen: () => setListWanted(true),
          onPick: (n: NotificationItem) => {
            void open(n);
          },
          onReadAll: () => {
            void readAll();
          },
        }}
        trigger={
          <ActionIcon variant="subtle" size="lg" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
            <IconBellRinging aria-hidden="true" focusable="false" size={22} stroke={1.75} />
          </ActionIcon>
        }
      />
    </Indicator>
  );
}
