import { Avatar, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LoadingText,
  PROFILE_INVALID,
  PROFILE_UPDATED,
  PageTitle,
  REQUIRED,
  SpinnerButton,
  notifyError,
  notifySuccess,
  useSession,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { AddressSearch } from '../../../components/address-search/address-search';
import { DEFAULT_AVATAR } from '../../../components/default-avatar/default-avatar';
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
const required = (v: string) => (v && v.trim() ? null : REQUIRED);

/** /profile-student-guardian (bookings-commerce §2.18, §5). */
export function GuardianProfilePage() {
  const user = useSession((s) => s.user);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: { familyName: '', personName: '', personContactNumber: '', email: '', street: '', subUrb: '', state: '', postalCode: '' },
    validate: { familyName: required, personName: required, personContactNumber: required, email: required },
  });

  useEffect(() => {
    if (!user) return;
    fetchGuardianProfile(user.memberNumber)
      .then((p) => {
        form.setValues({
          familyName: p.familyName,
          personName: p.personName,
          personContactNumber: p.personContactNumber,
          email: p.email,
          street: p.street,
          subUrb: p.subUrb,
          state: p.state,
          postalCode: p.postalCode,
        });
        setLoaded(true);
      })
      .catch((e: Error) => setLoadError(e.message));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.memberNumber]);

  const submit = async () => {
    if (!user) return;
    if (form.validate().hasErrors) {
      notifyError(PROFILE_INVALID);
      return;
    }
    const v = form.getValues();
    setSaving(true);
    try {
      const result = await saveGuardianProfile({
        ...v,
        userId: user.memberNumber,
        address: [v.street, v.subUrb, v.state].filter((p) => p.trim()).join(', '),
      });
      if (result === 'success') notifySuccess(PROFILE_UPDATED);
      else notifyError(PROFILE_INVALID);
    } catch {
      notifyError(PROFILE_INVALID);
    } finally {
      setSaving(false);
    }
  };

  if (loadError) return <Text c="red">{loadError}</Text>;
  if (!loaded) return <LoadingText />;
  const v = form.getValues();

  return (
    <>
      <PageTitle>My Profile</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg">
            <Stack align="center" gap="xs">
              <Avatar src={DEFAULT_AVATAR} size={160} radius={160} alt="Profile picture" />
              <Text fw={600}>{`${v.personName} ${v.familyName}`.trim()}</Text>
              <Text c="dimmed">{v.email}</Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="lg">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Stack gap="sm">
                <Title order={4}>Basic Information</Title>
                <Group grow>
                  <TextInput label="Family Name" withAsterisk {...form.getInputProps('familyName')} />
                  <TextInput label="Name" withAsterisk {...form.getInputProps('personName')} />
                </Group>
                <Group grow>
                  <TextInput label="Contact Number" withAsterisk {...form.getInputProps('personContactNumber')} />
                  <TextInput label="Email" readOnly withAsterisk {...form.getInputProps('email')} />
                </Group>
                <Title order={4}>Address</Title>
                <AddressSearch
                  onSelect={(a) => form.setValues({ street: a.street, subUrb: a.suburb, state: a.state, postalCode: a.postCode })}
                />
                <TextInput label="Street" {...form.getInputProps('street')} />
                <Group grow>
                  <TextInput label="Suburb" {...form.getInputProps('subUrb')} />
                  <TextInput label="State" {...form.getInputProps('state')} />
                  <TextInput label="Postal Code" {...form.getInputProps('postalCode')} />
                </Group>
                <Group justify="flex-end">
                  <SpinnerButton type="submit" busy={saving}>
                    Save changes
                  </SpinnerButton>
                </Group>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
