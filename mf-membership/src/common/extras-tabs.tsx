import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ExtrasTabsProps {
  /** The club's name for PT (theme.customPtLabel), 'PT' by default. */
  ptLabel: string;
  /** The tiles of one extra type: 1 PT, 2 group class (and add-ons), 4 creche. */
  tiles: (type: number) => ReactNode;
  defaultTab?: string;
}

/** The extras by kind, one tab each: the active extras page and the buy-extras dialog read the same. */
export function ExtrasTabs({ ptLabel, tiles, defaultTab = 'pt' }: ExtrasTabsProps) {
  return (
    <Tabs defaultValue={defaultTab}>
      <Tabs.List>
        <Tabs.Tab value="pt">{ptLabel}</Tabs.Tab>
        <Tabs.Tab value="group">Group Class</Tabs.Tab>
        <Tabs.Tab value="creche">Kids Creche</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="pt">{tiles(1)}</Tabs.Panel>
      <Tabs.Panel value="group">{tiles(2)}</Tabs.Panel>
      <Tabs.Panel value="creche">{tiles(4)}</Tabs.Panel>
    </Tabs>
  );
}
