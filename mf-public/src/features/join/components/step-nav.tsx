// A join step's footer: Previous on the left, the step's own forward button on the right.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export function StepNav({ onPrevious, children }: { onPrevious: () => void; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onPrevious}>
        Previous
      </Button>
      {children}
    </Group>
  );
}
