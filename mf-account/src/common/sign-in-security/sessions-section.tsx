import { Badge, Button, Group, Text } from '@mantine/core';
import { formatLocalDateTime } from '@portal/shared';
import {
  SESSION_END,
  SESSION_ENDED,
  SESSION_THIS_DEVICE,
  SESSIONS_END_OTHERS,
  SESSIONS_INTRO,
  SESSIONS_OTHERS_ENDED,
  SESSIONS_TITLE,
} from '@portal/shared/messages';
import { notified, SecurityListCard } from './security-list-card';
import { useEndOtherSessionsMutation, useEndSessionMutation, useMySessions } from './sign-in-security-api';

/** "Your sessions": where the member is signed in; end one, or every other. */
export function SessionsSection() {
  const query = useMySessions();
  const end = useEndSessionMutation();
  const endOthers = useEndOtherSessionsMutation();
  const others = query.data?.filter((s) => !s.current) ?? [];

  const onEnd = (id: string) => end.mutate(id, notified(SESSION_ENDED));
  const onEndOthers = () => endOthers.mutate(undefined, notified(SESSIONS_OTHERS_ENDED));

  return (
    <SecurityListCard
      title={SESSIONS_TITLE}
      intro={SESSIONS_INTRO}
      query={query}
      rowKey={(s) => s.id}
      describe={(s) => (
        <>
          <Group gap="xs">
            <Text fw={500}>
              {s.browser} on {s.device}
            </Text>
            {s.current && <Badge variant="light">{SESSION_THIS_DEVICE}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            Last seen {formatLocalDateTime(s.lastSeenAt)} · signed in {formatLocalDateTime(s.signedInAt)}
          </Text>
        </>
      )}
      action={(s) =>
        !s.current && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => onEnd(s.id)}
            loading={end.isPending && end.variables === s.id}
            aria-label={`${SESSION_END} ${s.browser} on ${s.device}`}
          >
            {SESSION_END}
          </Button>
        )
      }
    >
      {others.length > 0 && (
        <Group>
          <Button variant="light" color="red" onClick={onEndOthers} loading={endOthers.isPending}>
            {SESSIONS_END_OTHERS}
          </Button>
        </Group>
      )}
    </SecurityListCard>
  );
}
