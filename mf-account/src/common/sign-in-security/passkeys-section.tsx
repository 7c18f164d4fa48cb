import { Button, Group, Text } from '@mantine/core';
import { ConfirmDialog, errorMessage, formatLocalDateTime, notifyError, notifySuccess } from '@portal/shared';
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
import { notified, SecurityListCard } from './security-list-card';
import { useAddPasskeyMutation, usePasskeys, useRemovePasskeyMutation } from './sign-in-security-api';

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
    remove.mutate(toRemove.id, { ...notified(PASSKEY_REMOVED), onSettled: () => setToRemove(null) });
  };

  return (
    <SecurityListCard
      title={PASSKEYS_TITLE}
      intro={PASSKEYS_INTRO}
      query={query}
      empty={PASSKEYS_EMPTY}
      rowKey={(p) => p.id}
      describe={(p) => (
        <>
          <Text fw={500}>{p.name}</Text>
          <Text size="sm" c="dimmed">
            Added {formatLocalDateTime(p.createdAt)}
            {p.lastUsedAt ? ` · last used ${formatLocalDateTime(p.lastUsedAt)}` : ''}
          </Text>
        </>
      )}
      action={(p) => (
        <Button variant="subtle" color="red" onClick={() => setToRemove(p)} aria-label={`${PASSKEY_REMOVE} ${p.name}`}>
          {PASSKEY_REMOVE}
        </Button>
      )}
    >
      <Group>
        <Button onClick={onAdd} loading={add.isPending}>
          {PASSKEY_ADD}
        </Button>
      </Group>
      <ConfirmDialog
        opened={toRemove !== null}
        message={PASSKEY_REMOVE_CONFIRM}
        onConfirm={onRemove}
        onCancel={() => setToRemove(null)}
        busy={remove.isPending}
      />
    </SecurityListCard>
  );
}
