import { Button, Group, SimpleGrid, Tabs } from '@mantine/core';
import { useState } from 'react';
import { SOMETHING_EXTRA, Dialog } from '@portal/shared';
import type { PurchasableSubscription } from '@portal/shared/contracts';
import { SubscriptionInfoDialog } from '../../../common/subscription-info-dialog';
import { SubscriptionTile } from '../../../common/subscription-tile';

export interface SubscriptionChooserProps {
  opened: boolean;
  subscriptions: PurchasableSubscription[];
  selected: PurchasableSubscription[];
  onNext: (selected: PurchasableSubscription[]) => void;
  onNoThanks: () => void;
}

/** 'Would you like something extra?': PT and creche tabs, one subscription per type (a pick replaces). */
export function SubscriptionChooser({ opened, subscriptions, selected: initial, onNext, onNoThanks }: SubscriptionChooserProps) {
  const [selected, setSelected] = useState<PurchasableSubscription[]>(initial);
  const [info, setInfo] = useState<PurchasableSubscription | null>(null);
  const toggle = (s: PurchasableSubscription) => {
    if (selected.some((x) => x.subscriptionId === s.subscriptionId)) {
      setSelected(selected.filter((x) => x.subscriptionId !== s.subscriptionId));
    } else {
      // One subscription per type (docs/spec/account-core.md §4, extras): a new pick replaces the earlier one of its
      // type rather than being refused, so the member never has to unselect first.
      setSelected([...selected.filter((x) => x.subscriptionType !== s.subscriptionType), s]);
    }
  };
  const tab = (type: number) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
      {subscriptions
        .filter((s) => s.subscriptionType === type)
        .map((s) => {
          const on = selected.some((x) => x.subscriptionId === s.subscriptionId);
          return (
            <SubscriptionTile key={s.subscriptionId} subscription={s} onInfo={setInfo} selected={on}>
              <Button mt="xs" variant={on ? 'filled' : 'outline'} onClick={() => toggle(s)} aria-pressed={on}>
                {on ? 'Selected' : 'Select'} {s.subscriptionName}
              </Button>
            </SubscriptionTile>
          );
        })}
    </SimpleGrid>
  );
  return (
    <Dialog opened={opened} onClose={onNoThanks} title={SOMETHING_EXTRA} size={700} centered>
      <Tabs defaultValue="pt">
        <Tabs.List>
          <Tabs.Tab value="pt">PT Sessions</Tabs.Tab>
          <Tabs.Tab value="creche">Creche Sessions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pt">{tab(1)}</Tabs.Panel>
        <Tabs.Panel value="creche">{tab(4)}</Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onNoThanks}>
          No Thanks
        </Button>
        <Button disabled={selected.length === 0} onClick={() => onNext(selected)}>
          Next
        </Button>
      </Group>
      <SubscriptionInfoDialog info={info} onClose={() => setInfo(null)} />
    </Dialog>
  );
}
