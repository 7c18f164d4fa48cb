import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@portal/shared';
import type { OnDemandItem } from '@portal/shared/contracts';

export function OnDemandDialog({ items, onClose }: { items: OnDemandItem[] | null; onClose: () => void }) {
  return (
    <Dialog opened={items !== null} onClose={onClose} title="On-Demand" size={400} centered>
      <Stack>
        {items?.map((i) => (
          <Group key={i.classUrlLink} justify="space-between">
            <Text>{i.classTitle}</Text>
            <Button size="xs" onClick={() => window.open(i.classUrlLink, '_blank', 'noopener')}>
              View
            </Button>
          </Group>
        ))}
      </Stack>
    </Dialog>
  );
}
