import { Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LoadingText, TEXT_LIMITS, useSession } from '@portal/shared';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { DEFAULT_AVATAR } from '../../../components/default-avatar/default-avatar';
import { ProfileLayout } from '../../../components/profile-layout/profile-layout';
import { useProfileSave } from '../../../hooks/use-profile-save';
import { required } from '../../../utils/required';
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

/** /profile-student-guardian (docs/spec/bookings-commerce.md §2.18, §5). */
export function GuardianProfilePage() {
  const user = useSession((s) => s.user);
  const form = useForm<Values>({
    initialValues: { familyName: '', personName: '', personContactNumber: '', email: '', street: '', subUrb: '', state: '', postalCode: '' },
    validate: { familyName: required, personName: required, personContactNumber: required, email: required },
  });

  const query = useQuery({
    queryKey: ['guardian-profile', user?.memberNumber ?? null],
    queryFn: () => fetchGuardianProfile(user?.memberNumber ?? ''),
    enabled: Boolean(user),
  });
  const loaded = query.isSuccess;
  const loadError = query.error ? query.error.message : null;
  // The form takes the saved profile when it is read.
  const { setValues } = form;
  useEffect(() => {
    const p = query.data;
    if (!p) return;
    setValues({
      familyName: p.familyName,
      personName: p.personName,
      personContactNumber: p.personContactNumber,
      email: p.email,
      street: p.street,
      subUrb: p.subUrb,
      state: p.state,
      postalCode: p.postalCode,
    });
  }, [query.data, setValues]);

  const { saving, submit } = useProfileSave(
    form,
    user
      ? (v: Values) =>
          saveGuardianProfile({
            ...v,
            userId: user.memberNumber,
            address: [v.street, v.subUrb, v.state].filter((p) => p.trim()).join(', '),
          })
      : null,
  );

  if (loadError) return <Text c="red">{loadError}</Text>;
  if (!loaded) return <LoadingText />;
  const v = form.getValues();

  return (
    <ProfileLayout avatarSrc={DEFAULT_AVATAR} name={`${v.personName} ${v.familyName}`.trim()} email={v.email} saving={saving} onSubmit={() => void submit()}>
      <Title order={4}>Basic Information</Title>
      <Group grow>
        <TextInput maxLength={TEXT_LIMITS.personName} label="Family Name" withAsterisk {...form.getInputProps('familyName')} />
        <TextInput maxLength={TEXT_LIMITS.personName} label="Name" withAsterisk {...form.getInputProps('personName')} />
      </Group>
      <Group grow>
        <TextInput maxLength={TEXT_LIMITS.phone} label="Contact Number" withAsterisk {...form.getInputProps('personContactNumber')} />
        <TextInput label="Email" readOnly withAsterisk {...form.getInputProps('email')} />
      </Group>
      <AddressFields form={form} names={{ street: 'street', suburb: 'subUrb', state: 'state', postCode: 'postalCode' }} postCodeLabel="Postal Code" />
    </ProfileLayout>
  );
}
