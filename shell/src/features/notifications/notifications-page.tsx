import { Alert, Badge, Button, Card, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { NotificationChannelName, NotificationPreference } from '@portal/shared/contracts';
import { bus } from '@portal/shared/core';
import { formatClubDateTime } from '@portal/shared/formatters';
import { toastError } from '../../ui/toast';
import { markAllNotificationsRead, markNotificationRead, useNotificationPreferencesQuery, useNotificationsQuery, useSavePreferenceMutation } from './notifications-api';
import { TableHead, useClubTimeZone } from '@portal/shared';
import { errorMessage } from '@portal/shared/core';

const CHANNELS: { key: NotificationChannelName; label: string }[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'SMS' },
  { key: 'inapp', label: 'In the portal' },
];

/** /notifications: every notification of the member, mark as read, and what reaches them where. */
export function NotificationsPage() {
  const list = useNotificationsQuery();
  const items = list.isPending ? null : (list.data ?? []);
  const prefsQuery = useNotificationPreferencesQuery();
  const prefs = prefsQuery.isPending ? null : (prefsQuery.data ?? []);
  const savePreference = useSavePreferenceMutation();
  const zone = useClubTimeZone();
  // A failed read says why once (the list shows empty), as before.
  useEffect(() => {
    if (list.error) toastError(errorMessage(list.error));
  }, [list.error]);

  const read = async (id: number) => {
    await markNotificationRead(id);
    bus.emit('notifications:changed', {});
  };
  const readAll = async () => {
    await markAllNotificationsRead();
    bus.emit('notifications:changed', { unread: 0 });
  };
  const toggle = async (p: NotificationPreference, channel: NotificationChannelName, enabled: boolean) => {
    try {
      await savePreference.mutateAsync({ eventType: p.eventType, channel, enabled });
    } catch (err) {
      toastError(errorMessage(err));
    }
  };

  const unread = items?.filter((n) => !n.read).length ?? 0;

  return (
    <Stack gap="lg">
      {unread > 0 && (
        <Group justify="flex-end">
          <Button variant="light" onClick={() => void readAll()}>Mark all as read</Button>
        </Group>
      )}
      {items === null ? (
        <Loader aria-label="Loading notifications" />
      ) : items.length === 0 ? (
        <Text c="dimmed">No new notification</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Your notifications">
          {items.map((n) => (
            <Card component="li" key={n.id} withBorder padding="sm" data-unread={n.read ? undefined : 'true'}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={n.read ? 500 : 700}>{n.title}</Text>
                    {!n.read && <Badge size="xs">New</Badge>}
                  </Group>
                  <Text size="sm">{n.body}</Text>
                  <Text size="xs" c="dimmed">
                    {formatClubDateTime(n.createdAt, zone)}
                    {n.link ? (
                      <>
                        {' · '}
                        <Link to={n.link}>Open</Link>
                      </>
                    ) : null}
                  </Text>
                </Stack>
                {!n.read && (
                  <Button size="compact-sm" variant="subtle" onClick={() => void read(n.id)} aria-label={`Mark as read: ${n.title}`}>
                    Mark as read
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <Title order={3}>What we send you</Title>
      <Alert variant="light">Messages about your bookings and payments always reach you by e-mail and here in the portal. SMS are sent only when your club sends SMS.</Alert>
      {prefs === null ? (
        <Loader aria-label="Loading preferences" />
      ) : (
        <Table aria-label="Notification preferences" striped>
          <TableHead columns={['Message', ...CHANNELS.map((c) => c.label)]} />
          <Table.Tbody>
            {prefs.map((p) => (
              <Table.Tr key={p.eventType}>
                <Table.Td>{p.label}</Table.Td>
                {CHANNELS.map((c) => (
                  <Table.Td key={c.key}>
                    <Switch
                      checked={p[c.key]}
                      disabled={p.transactional && c.key !== 'sms'}
                      onChange={(e) => void toggle(p, c.key, e.currentTarget.checked)}
                      aria-label={`${p.label}: ${c.label}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
