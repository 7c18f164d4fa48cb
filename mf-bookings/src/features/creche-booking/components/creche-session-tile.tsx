import { Badge, Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CrecheKid, CrecheSession } from '@portal/shared/contracts';
import { namedOptions } from '@portal/shared';

export function CrecheSessionTile(props: {
  session: CrecheSession;
  kids: CrecheKid[];
  busy: boolean;
  onBook: (session: CrecheSession, childId: number | null) => void;
}) {
  const { session } = props;
  const [childId, setChildId] = useState<string | null>(null);
  const full = session.spotsLeft <= 0;
  return (
    <Card withBorder aria-label={`${session.name} ${session.classTime}`}>
      <Stack gap="xs">
        <Title order={4}>{session.name}</Title>
        <Text size="sm">
          {session.classTime} - {session.endTime}
        </Text>
        <Badge color={full ? 'red' : 'green'} variant="light">
          {full ? 'Full' : `${session.spotsLeft} spots left`}
        </Badge>
        <Select
          label="Child"
          placeholder="Select child"
          data={namedOptions(props.kids)}
          value={childId}
          onChange={setChildId}
        />
        {session.hasStarted ? (
          // The server refuses a session that has started; an ended one offers nothing to book.
          <Text size="sm" c="dimmed">
            This session has already started.
          </Text>
        ) : (
          <Button loading={props.busy} onClick={() => props.onBook(session, childId ? Number(childId) : null)}>
            {full ? 'Book' : 'Book Now'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
