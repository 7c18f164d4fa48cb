// The card every swim list shows, and the grid of them: a heading line, the facts (one 'Label: value'
// text each, in the order given) and, when there is one, the card's action at the bottom right.
import { Card, Group, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import { LoadedList } from '@portal/shared';
import type { ReactNode } from 'react';

export function SwimCard({ label, heading, facts, action }: { label: string; heading: ReactNode; facts: Record<string, ReactNode>; action?: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" aria-label={label}>
      <Stack gap={4}>
        {typeof heading === 'string' ? <Text fw={700}>{heading}</Text> : heading}
        {Object.entries(facts).map(([name, value]) => (
          <Text key={name} size="sm">
            {name}: {value}
          </Text>
        ))}
        {action ? <Group justify="flex-end">{action}</Group> : null}
      </Stack>
    </Card>
  );
}

/** A fetched list shown as swim cards in a grid: the waiting text, the empty status, or the cards. */
export function SwimCardGrid<T>({
  items,
  empty,
  cols = { base: 1, sm: 2, lg: 3 },
  children,
}: {
  items: readonly T[] | null;
  empty: ReactNode;
  cols?: SimpleGridProps['cols'];
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <LoadedList items={items} empty={empty}>
      {(found) => <SimpleGrid cols={cols}>{found.map(children)}</SimpleGrid>}
    </LoadedList>
  );
}
