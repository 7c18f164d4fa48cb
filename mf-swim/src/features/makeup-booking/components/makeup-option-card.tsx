// One class a make-up credit can buy on the chosen day (docs/spec/bookings-commerce.md §2.11).
import { Button, Text } from '@mantine/core';
import type { MakeupClassOption } from '@portal/shared/contracts';
import { SwimCard } from '../../../common/swim-card';

export function MakeupOptionCard({ option, onBook }: { option: MakeupClassOption; onBook: (o: MakeupClassOption) => void }) {
  return (
    <SwimCard
      label={`${option.className} ${option.selectedDateTime}`}
      heading={option.className}
      action={<Button onClick={() => onBook(option)}>Book Make Up Session</Button>}
    >
      <Text size="sm">Date: {option.selectedDateTime}</Text>
      <Text size="sm">Time: {option.classTime}</Text>
      <Text size="sm">Instructor: {option.instructor}</Text>
      <Text size="sm">Spots left: {option.spotsLeft}</Text>
    </SwimCard>
  );
}
