import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@portal/shared';
import type { PtSubscription } from '@portal/shared/contracts';

export function SubscriptionPicker(props: {
  subscriptions: PtSubscription[] | null;
  busy: boolean;
  onSelect: (s: PtSubscription) => void;
  onClose: () => void;
}) {
  return (
    <Dialog opened={props.subscriptions !== null} onClose={props.onClose} title="Select a subscription" size={350} centered>
      <Stack>
        {props.subscriptions?.map((s) => (
          <Card key={s.memberPtSubscriptionId} withBorder>
            <Group justify="space-between">
              <div>
                <Text fw={600}>{s.subscription.subscriptionName}</Text>
                <Text size="sm" c="dimmed">
                  {s.remaining === null ? 'Unlimited sessions' : `${s.remaining} sessions left`}
                </Text>
              </div>
              <Button onClick={() => props.onSelect(s)} loading={props.busy} aria-label={`Select ${s.subscription.subscriptionName}`}>
                Select
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Dialog>
  );
}
