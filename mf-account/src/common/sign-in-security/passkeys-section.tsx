import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ConfirmDialog, errorMessage, LoadingText, notifyError, notifySuccess } from '@portal/shared';
import type { Passkey } from '@portal/shared/contracts';
import {
  PASSKEY_ADD,
  PASSKEY_ADDED,
  PASSKEY_CANCELLED,
  PASSKEY_REMOVE,
  PASSKEY_REMOVE_CONFIRM,
  PASSKEY_REMOVED,
  PASSKEYS_EMPTY,
  PASSKEYS_INTRO,
  PASSKEYS_TITLE,
} from '@portal/shared/messages';
import { useState } from 'react';
import { useAddPasskeyMutation, usePasskeys, useRemovePasskeyMutation } from './sign-in-security-api';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The browser's own "not allowed" (the member closed the prompt) is a cancel, not a failure. */
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** The profile's passkeys: list, add (the browser's prompt), remove (after a confirmation). */
export function PasskeysSection() {
  const query = usePasskeys();
  const add = useAddPasskeyMutation();
  const remove = useRemovePasskeyMutation();
  const [toRemove, setToRemove] = useState<Passkey | null>(null);

  const onAdd = () =>
    add.mutate(undefined, {
      onSuccess: () => notifySuccess(PASSKEY_ADDED),
      onError: (error) => notifyError(cancelled(error) ? PASSKEY_CANCELLED : errorMessage(error)),
    });
  const onRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => notifySuccess(PASSKEY_REMOVED),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={4} id="passkeys-title">
          {PASSKEYS_TITLE}
        </Title>
        <Text size="sm">{PASSKEYS_INTRO}</Text>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <Text c="red">{errorMessage(query.error)}</Text>
        ) : query.data.length === 0 ? (
          <Text c="dimmed">{PASSKEYS_EMPTY}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={PASSKEYS_TITLE}>
            {query.data.map((p) => (
              <Group component="li" key={p.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={500}>{p.name}</Text>
                  <Text size="sm" c="dimmed">
                    Added {when(p.createdAt)}
                    {p.lastUsedAt ? ` · last used ${when(p.lastUsedAt)}` : ''}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setToRemove(p)}
                  aria-label={`${PASSKEY_REMOVE} ${p.name}`}
                >
                  {PASSKEY_REMOVE}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button onClick={onAdd} loading={add.isPending}>
            {PASSKEY_ADD}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={toRemove !== null}
        message={PASSKEY_REMOVE_CONFIRM}
        onConfirm={onRemove}
        onCancel={() => setToRemove(null)}
        busy={remove.isPending}
      />
    </Card>
  );
}
