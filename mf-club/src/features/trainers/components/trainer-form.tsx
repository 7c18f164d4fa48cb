import { Alert, Button, Checkbox, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TRAINER_TEXT_LIMITS } from '@portal/shared';
import type { ConsoleTrainer } from '@portal/shared/contracts';
import { FormPictureInput } from '../../../common/picture-input';
import { onRefusal } from '../../../common/refusal';
import { useSaveTrainerMutation } from '../api/get-trainers';
import { photoProblem, trainerRules } from '../lib/trainer-rules';

/** Add a trainer, or change one: name, bio, photo, whether a PT subscription is needed, active. */
export function TrainerForm({ trainer, onDone }: { trainer?: ConsoleTrainer; onDone: (message: string) => void }) {
  const save = useSaveTrainerMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: trainer?.name ?? '',
      bio: trainer?.bio ?? '',
      requireSubscription: trainer?.requireSubscription ?? false,
      active: trainer?.active ?? true,
      photo: undefined as string | null | undefined,
    },
    validate: trainerRules,
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    const { photo, ...rest } = values;
    save.mutate(
      { id: trainer?.id, input: { ...rest, ...(photo !== undefined ? { photo } : {}) } },
      {
        onSuccess: (saved) => onDone(trainer ? `${saved.name} saved.` : `${saved.name} added.`),
        onError: onRefusal(form.setFieldError, setError),
      },
    );
  });
  return (
    <form onSubmit={submit} aria-label={trainer ? `Change ${trainer.name}` : 'New trainer'}>
      <Stack>
        {error && <Alert color="red">{error}</Alert>}
        <TextInput label="Name" maxLength={TRAINER_TEXT_LIMITS.name} withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Bio" maxLength={TRAINER_TEXT_LIMITS.bio} {...form.getInputProps('bio')} />
        <FormPictureInput form={form} field="photo" label="Photo (PNG or JPEG)" check={photoProblem} />
        <Checkbox
          label="Members need a PT subscription to book"
          {...form.getInputProps('requireSubscription', { type: 'checkbox' })}
        />
        <Checkbox label="Active (offered in the PT search)" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {trainer ? 'Save trainer' : 'Add trainer'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
