// The member's private calendar feed URL with a copy button, when a calendar app last read it, and
// a reset (the page's intro says when): the URL is a bearer link (anyone who has it sees the bookings), so the member can
// replace it and the old one stops working at once.
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifyError, useErrorNotice } from '@portal/shared';
import { useCalendarFeed, useResetCalendarFeedMutation } from '../api/my-bookings-api';

const when = (iso: string) => new Date(iso).toLocaleString('en-AU');

export function CalendarFeed() {
  const query = useCalendarFeed();
  const feed = query.data;
  const reset = useResetCalendarFeedMutation();
  useErrorNotice(reset.error, (e) => notifyError((e as Error).message));
  // While it loads, the same rows hold its place (the bookings under it must not jump when it
  // arrives); when it fails, nothing shows.
  if (!feed && !query.isPending) return null;
  const url = feed?.url ?? '';
  return (
    <Stack gap={4} aria-busy={!feed}>
      <Group align="flex-end">
        <TextInput label="Calendar feed (private)" value={url} placeholder={feed ? undefined : 'Loading...'} readOnly style={{ flex: 1 }} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} disabled={!feed}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="subtle" color="red" loading={reset.isPending} disabled={!feed} onClick={() => reset.mutate()}>
          Reset link
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {/* When to reset it is the page's intro (current-bookings-first-screen.ts), above the feed. */}
        {!feed ? '\u00a0' : feed.lastReadAt ? `Last read by a calendar app: ${when(feed.lastReadAt)}.` : 'Not read by a calendar app yet.'}
      </Text>
    </Stack>
  );
}
