// "New class type" beside the series form's type list: a new club has no types until it names one.
// It sits inside the series form, so Enter adds the type instead of submitting the series.
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, isApiError, TIMETABLE_TEXT_LIMITS } from '@portal/shared';
import { TIMETABLE_MESSAGES } from '@portal/shared/contracts';
import { useAddClassTypeMutation } from '../api/get-series';

export function ClassTypeAdder({ onAdded }: { onAdded: (id: number) => void }) {
  const add = useAddClassTypeMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!name.trim()) return setError(TIMETABLE_MESSAGES.required);
    setError(null);
    add.mutate(name, {
      onSuccess: (made) => {
        setName('');
        onAdded(made.id);
      },
      onError: (err) => setError(isApiError(err) && err.field ? err.message : errorMessage(err)),
    });
  };

  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label="New class type"
        placeholder="Pilates"
        maxLength={TIMETABLE_TEXT_LIMITS.classType}
        value={name}
        error={error}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
      />
      <Button type="button" variant="light" loading={add.isPending} onClick={submit}>
        Add type
      </Button>
    </Group>
  );
}
