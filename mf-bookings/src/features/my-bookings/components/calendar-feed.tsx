// The member's private calendar feed URL with a copy button.
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useCalendarFeed } from '../api/my-bookings-api';

export function CalendarFeed() {
  // Nothing shows until it is here, nor when it fails.
  const feed = useCalendarFeed().data;
  if (!feed) return null;
  return (
    <Group align="flex-end">
      <TextInput label="Calendar feed (private)" value={feed.url} readOnly style={{ flex: 1 }} />
      <CopyButton value={feed.url}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
