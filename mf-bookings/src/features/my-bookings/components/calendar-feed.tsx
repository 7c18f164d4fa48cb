// The member's private calendar feed URL with a copy button, when a calendar app last read it, and
// a reset (the page's intro says when): the URL is a bearer link (anyone who has it sees the bookings), so the member can
// replace it and the old one stops working at once.
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifyError, useErrorNotice } from '@portal/shared';
import { useCalendarFeed, useResetCalendarFeedMutation } from '../api/my-bookings-api';

const when = (iso: string) => new Date(iso).toLocaleString('en-AU');

export function CalendarFeed() {
  // Nothing shows until it is here, nor when it fails.
  const feed = useCalendarFeed().data;
  const reset = useResetCalendarFeedMutation();
  useErrorNotice(reset.error, (e) => notifyError((e as Error).message));
  if (!feed) return null;
  return (
    <Stack gap={4}>
      <Group align="flex-end">
        <TextInput label="Calendar feed (private)" value={feed.url} readOnly style={{ flex: 1 }} />
        <CopyButton value={feed.url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="subtle" color="red" loading={reset.isPending} onClick={() => reset.mutate()}>
          Reset link
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {/* When to reset it is the page's intro (current-bookings-first-screen.ts), above the feed. */}
        {feed.lastReadAt ? `Last read by a calendar app: ${when(feed.lastReadAt)}.` : 'Not read by a calendar app yet.'}
      </Text>
    </Stack>
  );
}
