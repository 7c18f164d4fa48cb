import { Button, Group, NumberInput } from '@mantine/core';
import { formSubmit } from '@portal/shared';
import { useState } from 'react';
import { MAX_CLASS_CAPACITY, type DeskClass } from '@portal/shared/contracts';

interface Props {
  item: DeskClass;
  /** Answers the server's refusal to show on the field, or '' when the change went through. */
  onChange: (scheduleId: number, capacity: number) => Promise<string>;
}

/** ADMIN: a class's capacity. More places go to the waiting list at once (the server promotes). */
export function CapacityForm({ item, onChange }: Props) {
  const [value, setValue] = useState<number | string>(item.capacity);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const label = `Capacity of ${item.className} at ${item.startTime}`;
  const submit = async () => {
    const capacity = typeof value === 'number' ? value : Number.NaN;
    // The server says the rule (range, places booked) on the field; this only catches an empty box.
    if (!Number.isInteger(capacity)) return setError(`Enter a capacity from 1 to ${MAX_CLASS_CAPACITY}.`);
    setBusy(true);
    setError(await onChange(item.scheduleId, capacity));
    setBusy(false);
  };
  return (
    <form onSubmit={formSubmit(submit)}>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={label}
          value={value}
          onChange={setValue}
          min={1}
          max={MAX_CLASS_CAPACITY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={error || undefined}
          w={220}
        />
        <Button type="submit" size="sm" loading={busy} aria-label={`Change capacity of ${item.className} at ${item.startTime}`}>
          Change capacity
        </Button>
      </Group>
    </form>
  );
}
