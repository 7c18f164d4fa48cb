import { Button, Group, Menu, ScrollArea, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { NotificationItem } from '@portal/shared/contracts';
import type { DeferredMenuProps } from '../../layout/deferred-menu';

interface Props extends DeferredMenuProps {
  unread: number;
  /** null while the list loads. */
  items: NotificationItem[] | null;
  onOpen: () => void;
  onPick: (n: NotificationItem) => void;
  onReadAll: () => void;
}

/** The bell's dropdown: the latest notifications, mark as read, the link to the full list. */
export function NotificationBellMenu({ trigger, defaultOpened, unread, items, onOpen, onPick, onReadAll }: Props) {
  // Rendered open by the first click (DeferredMenu): Menu's onOpen does not fire for that one.
  useEffect(() => {
    if (defaultOpened) onOpen();
    // Once, for the click that created the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu width={340} position="bottom-end" withinPortal defaultOpened={defaultOpened} onOpen={onOpen}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="xs" py={4}>
          <Text fw={600} size="sm">
            Notifications
          </Text>
          {unread > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={onReadAll}>
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
              <Menu.Item key={n.id} onClick={() => onPick(n)} data-unread={n.read ? undefined : 'true'}>
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
  );
}
