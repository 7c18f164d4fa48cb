import { IconBellRinging } from '@tabler/icons-react';
import { ActionIcon, Button, Group, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { NotificationItem } from '@portal/shared/contracts';
import { bus, useBusEvent } from '@portal/shared/core';
import {
  markAllNotificationsRead,
  markNotificationRead,
  useNotificationsQuery,
  useSetUnreadCount,
  useUnreadCountQuery,
} from './notifications-api';

/** How often the bell asks for new notifications while the portal is open. */
export const BELL_POLL_MS = 30_000;

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
    <Indicator label={unread} size={18} disabled={unread === 0} offset={4} color="red">
      <Menu width={340} position="bottom-end" withinPortal onOpen={() => setListWanted(true)}>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
            <IconBellRinging aria-hidden="true" focusable="false" size={22} stroke={1.75} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Group justify="space-between" px="xs" py={4}>
            <Text fw={600} size="sm">
              Notifications
            </Text>
            {unread > 0 && (
              <Button variant="subtle" size="compact-xs" onClick={() => void readAll()}>
                Mark all as read
              </Button>
            )}
          </Group>
          <ScrollArea.Autosize mah={320}>
            {items === null ? (
              <Text p="sm" c="dimmed" size="sm">
                Loading…
              </Text>
            ) : items.length === 0 ? (
              <Text p="sm" c="dimmed" size="sm">
                No new notification
              </Text>
            ) : (
              items.map((n) => (
                <Menu.Item key={n.id} onClick={() => void open(n)} data-unread={n.read ? undefined : 'true'}>
                  <Text size="sm" fw={n.read ? 400 : 700}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {n.body}
                  </Text>
                </Menu.Item>
              ))
            )}
          </ScrollArea.Autosize>
          <Menu.Divider />
          <Menu.Item component={Link} to="/notifications">
            See all notifications
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
