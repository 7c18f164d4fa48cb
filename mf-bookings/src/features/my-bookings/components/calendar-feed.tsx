// The member's private calendar feed URL with a copy button.
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CalendarFeed as Feed } from '@portal/shared/contracts';
import { fetchCalendarFeed } from '../api/my-bookings-api';

export function CalendarFeed() {
  const [feed, setFeed] = useState<Feed | null>(null);
  useEffect(() => {
    fetchCalendarFeed().then(setFeed).catch(() => setFeed(null));
  }, []);
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
