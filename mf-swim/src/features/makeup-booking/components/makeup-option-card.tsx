// One class a make-up credit can buy on the chosen day (docs/spec/bookings-commerce.md §2.11).
import { Button } from '@mantine/core';
import type { MakeupClassOption } from '@portal/shared/contracts';
import { SwimCard } from '../../../common/swim-card';

export function MakeupOptionCard({ option, onBook }: { option: MakeupClassOption; onBook: (o: MakeupClassOption) => void }) {
  return (
    <SwimCard
      label={`${option.className} ${option.selectedDateTime}`}
      heading={option.className}
      facts={{ Date: option.selectedDateTime, Time: option.classTime, Instructor: option.instructor, 'Spots left': option.spotsLeft }}
      action={<Button onClick={() => onBook(option)}>Book Make Up Session</Button>}
    />
  );
}
