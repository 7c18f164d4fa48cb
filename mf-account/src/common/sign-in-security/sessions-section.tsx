import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage, LoadingText, notifyError, notifySuccess } from '@portal/shared';
import {
  SESSION_END,
  SESSION_ENDED,
  SESSION_THIS_DEVICE,
  SESSIONS_END_OTHERS,
  SESSIONS_INTRO,
  SESSIONS_OTHERS_ENDED,
  SESSIONS_TITLE,
} from '@portal/shared/messages';
import { useEndOtherSessionsMutation, useEndSessionMutation, useMySessions } from './sign-in-security-api';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Your sessions": where the member is signed in; end one, or every other. */
export function SessionsSection() {
  const query = useMySessions();
  const end = useEndSessionMutation();
  const endOthers = useEndOtherSessionsMutation();
  const others = query.data?.filter((s) => !s.current) ?? [];

  const onEnd = (id: string) =>
    end.mutate(id, {
      onSuccess: () => notifySuccess(SESSION_ENDED),
      onError: (error) => notifyError(errorMessage(error)),
    });
  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => notifySuccess(SESSIONS_OTHERS_ENDED),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <Card withBorder component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Title order={4} id="sessions-title">
          {SESSIONS_TITLE}
        </Title>
        <Text size="sm">{SESSIONS_INTRO}</Text>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <Text c="red">{errorMessage(query.error)}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={SESSIONS_TITLE}>
            {query.data.map((s) => (
              <Group component="li" key={s.id} justify="space-between" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Text fw={500}>
                      {s.browser} on {s.device}
                    </Text>
                    {s.current && <Badge variant="light">{SESSION_THIS_DEVICE}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed">
                    Last seen {when(s.lastSeenAt)} · signed in {when(s.signedInAt)}
                  </Text>
                </div>
                {!s.current && (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => onEnd(s.id)}
                    loading={end.isPending && end.variables === s.id}
                    aria-label={`${SESSION_END} ${s.browser} on ${s.device}`}
                  >
                    {SESSION_END}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {others.length > 0 && (
          <Group>
            <Button variant="light" color="red" onClick={onEndOthers} loading={endOthers.isPending}>
              {SESSIONS_END_OTHERS}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
