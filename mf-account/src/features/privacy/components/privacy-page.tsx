import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, ErrorAlert, FirstScreen, TEXT_LIMITS } from '@portal/shared';
import { DELETION_WHAT_STAYS } from '@portal/shared/contracts';
import { useState } from 'react';
import {
  downloadMyData,
  MY_DATA_PDF_URL,
  useCancelDeletion,
  useDeletionState,
  useRequestDeletion,
} from '../api/privacy-api';
import { validateDeletePassword } from '../lib/delete-rules';
import { PRIVACY_FIRST_SCREEN } from '../lib/privacy-first-screen';

/** Download my data; delete my account (confirmed by e-mail, a grace period, then erased). */
export function PrivacyPage() {
  const state = useDeletionState();
  const request = useRequestDeletion();
  const cancel = useCancelDeletion();
  const [error, setError] = useState('');
  const [downloading, setDownloading] = useState(false);
  const form = useForm({ initialValues: { password: '' }, validate: validateDeletePassword });

  const deletion = state.data;
  return (
    <Stack maw={PRIVACY_FIRST_SCREEN.maxWidth}>
      {/* "Download my data" and what it gives: where the route's HTML frame painted it (first-screens.ts). */}
      <FirstScreen screen={PRIVACY_FIRST_SCREEN} />
      <Group>
        <Button
          variant="default"
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            setError('');
            downloadMyData()
              .catch((e) => setError(errorMessage(e)))
              .finally(() => setDownloading(false));
          }}
        >
          Download my data (JSON)
        </Button>
        {/* A plain link: the browser saves the server's file, sent with the session cookie. */}
        <Button component="a" href={MY_DATA_PDF_URL} download="my-data.pdf" variant="default">
          Download my data (PDF)
        </Button>
      </Group>

      <Title order={3}>Delete my account</Title>
      <Text size="sm">{DELETION_WHAT_STAYS}</Text>
      <ErrorAlert error={error} />
      {deletion && deletion.state !== 'none' ? (
        <Stack gap="xs">
          <Alert color="yellow" role="status">
            {deletion.message}
            {deletion.eraseAt ? ` (${new Date(deletion.eraseAt).toLocaleDateString()})` : ''}
          </Alert>
          <Button
            w="fit-content"
            variant="default"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onError: (e) => setError(errorMessage(e)) })}
          >
            Keep my account
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((v) => {
            setError('');
            request.mutate(v.password, { onSuccess: () => form.reset(), onError: (e) => setError(errorMessage(e)) });
          })}
        >
          <Group align="flex-end">
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              maxLength={TEXT_LIMITS.password}
              {...form.getInputProps('password')}
            />
            <Button type="submit" color="red" loading={request.isPending}>
              Delete my account
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
