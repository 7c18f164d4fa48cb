import { Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_AVATAR, LoadingText, TEXT_LIMITS, useSession } from '@portal/shared';
import type { GuardianProfilePayload } from '@portal/shared/contracts';
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AddressFields } from '../../../common/address-fields/address-fields';
import { ProfileLayout } from '../../../common/profile-layout/profile-layout';
import { LazySignInSecurity } from '../../../common/sign-in-security/lazy-sign-in-security';
import { useProfileSave } from '../../../common/use-profile-save';
import { required } from '../../../common/required';
import { fetchGuardianProfile, saveGuardianProfile } from '../api/guardian-profile-api';

interface Values {
  familyName: string;
  personName: string;
  personContactNumber: string;
  email: string;
  street: string;
  subUrb: string;
  state: string;
  postalCode: string;
}

const toValues = (p: GuardianProfilePayload): Values => ({
  familyName: p.familyName,
  personName: p.personName,
  personContactNumber: p.personContactNumber,
  email: p.email,
  street: p.street,
  subUrb: p.subUrb,
  state: p.state,
  postalCode: p.postalCode,
});

/** /profile-student-guardian (docs/spec/bookings-commerce.md §2.18, §5). */
export function GuardianProfilePage() {
  const user = useSession((s) => s.user);
  const query = useQuery({
    queryKey: ['guardian-profile', user?.memberNumber ?? null],
    queryFn: () => fetchGuardianProfile(user?.memberNumber ?? ''),
    enabled: Boolean(user),
  });
  // As the member's profile (profile-page.tsx): the form renders in slices, not in the answer's
  // synchronous store update (docs/decisions/performance.md).
  const profile = useDeferredValue(query.data);
  const loadError = query.error ? query.error.message : null;

  if (loadError) return <Text c="red">{loadError}</Text>;
  if (!profile || !user) return <LoadingText />;

  const values = toValues(profile);
  const save = (v: Values) =>
    saveGuardianProfile({
      ...v,
      userId: user.memberNumber,
      address: [v.street, v.subUrb, v.state].filter((p) => p.trim()).join(', '),
    });
  // The form starts from every profile read, in its first render.
  return (
    <>
      <GuardianProfileForm key={JSON.stringify(values)} initialValues={values} save={save} />
      <LazySignInSecurity />
    </>
  );
}

/**
 * The name on the avatar card: the person's name with the family's, unless the person's name
 * already holds it as a word (guardians enter 'Jess Waters' as often as 'Jess').
 */
export function guardianCardName(personName: string, familyName: string): string {
  const person = personName.trim();
  const family = familyName.trim();
  if (!family || person.toLowerCase().split(/\s+/).includes(family.toLowerCase())) return person;
  return `${person} ${family}`.trim();
}

function GuardianProfileForm({ initialValues, save }: { initialValues: Values; save: (values: Values) => Promise<string> }) {
  const form = useForm<Values>({
    initialValues,
    validate: { familyName: required, personName: required, personContactNumber: required, email: required },
  });
  const { saving, submit } = useProfileSave(form, save);
  const v = form.getValues();

  return (
    <ProfileLayout avatarSrc={DEFAULT_AVATAR} name={guardianCardName(v.personName, v.familyName)} email={v.email} saving={saving} onSubmit={() => void submit()}>
      <Title order={4}>Basic Information</Title>
      <Group grow align="flex-start">
        <TextInput maxLength={TEXT_LIMITS.personName} label="Family Name" withAsterisk {...form.getInputProps('familyName')} />
        <TextInput maxLength={TEXT_LIMITS.personName} label="Name" withAsterisk {...form.getInputProps('personName')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput maxLength={TEXT_LIMITS.phone} label="Contact Number" withAsterisk {...form.getInputProps('personContactNumber')} />
        <TextInput label="Email" readOnly withAsterisk {...form.getInputProps('email')} />
      </Group>
      <AddressFields form={form} names={{ street: 'street', suburb: 'subUrb', state: 'state', postCode: 'postalCode' }} postCodeLabel="Postal Code" />
    </ProfileLayout>
  );
}
