import { Avatar, Button, Card, FileButton, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LoadingText,
  PROFILE_INVALID,
  PROFILE_UPDATED,
  PageTitle,
  SpinnerButton,
  isProspect,
  notifyError,
  notifySuccess,
  useSession,
} from '@portal/shared';
import type { ProfilePayload } from '@portal/shared/contracts';
import { useCallback, useEffect, useState } from 'react';
import { AddressSearch } from '../../../components/address-search/address-search';
import { DEFAULT_AVATAR } from '../../../components/default-avatar/default-avatar';
import { fetchProfile, saveProfile, uploadAvatar } from '../api/profile-api';
import { EMPTY_PROFILE, profileValidation, type ProfileFormValues } from './profile-form-rules';

const GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'O', label: 'Other' },
];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function toValues(p: ProfilePayload): ProfileFormValues {
  const { firstName, lastName, dateOfBirth, gender, email, mobile, homePhone, workPhone, street, suburb, state, postCode } = p;
  return {
    firstName,
    lastName,
    dateOfBirth,
    gender,
    email,
    mobile,
    homePhone,
    workPhone,
    street,
    suburb,
    state,
    postCode,
    emergencyContactName: p.emergencyContactName,
    emergencyContactNo: p.emergencyContactNo,
    employer: p.employer,
    occupation: p.occupation,
  };
}

/** /profile: avatar card and the three-section form (account-core §2). */
export function ProfilePage() {
  const user = useSession((s) => s.user);
  const prospect = isProspect(user);
  const [profile, setProfile] = useState<ProfilePayload | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileFormValues>({ initialValues: EMPTY_PROFILE, validate: profileValidation });

  const load = useCallback(async () => {
    if (!user) return;
    try {
      const p = await fetchProfile(user.memberNumber, prospect);
      setProfile(p);
      // The form is rebuilt whenever a profile is loaded.
      form.setValues(toValues(p));
      form.resetDirty();
    } catch (e) {
      setLoadError((e as Error).message);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.memberNumber, prospect]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = async () => {
    if (!user) return;
    if (form.validate().hasErrors) {
      notifyError(PROFILE_INVALID);
      return;
    }
    setSaving(true);
    try {
      const result = await saveProfile({ ...form.getValues(), memberNumber: user.memberNumber }, prospect);
      if (result === 'success') notifySuccess(PROFILE_UPDATED);
      else notifyError(PROFILE_INVALID);
    } catch {
      notifyError(PROFILE_INVALID);
    } finally {
      setSaving(false);
    }
  };

  const onAvatar = async (file: File | null) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      notifyError('The image must be a PNG or JPEG file of at most 2 MB.');
      return;
    }
    setUploading(true);
    try {
      const a = await uploadAvatar(await readAsDataUrl(file));
      setProfile((p) => (p ? { ...p, avatar: a.avatar, avatarLarge: a.avatarLarge } : p));
    } catch (e) {
      notifyError((e as Error).message);
    } finally {
      setUploading(false);
    }
  };

  if (loadError) return <Text c="red">{loadError}</Text>;
  if (!profile) return <LoadingText />;

  return (
    <>
      <PageTitle>My Profile</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg">
            <Stack align="center" gap="xs">
              <Avatar src={profile.avatarLarge || DEFAULT_AVATAR} size={160} radius={160} alt="Profile picture" />
              <Text fw={600}>{profile.fullName}</Text>
              <Text c="dimmed">{profile.email}</Text>
              {!prospect && (
                <FileButton onChange={(f) => void onAvatar(f)} accept="image/png,image/jpeg">
                  {(props) => (
                    <Button variant="light" loading={uploading} {...props}>
                      {profile.avatar ? 'Replace picture' : 'Upload picture'}
                    </Button>
                  )}
                </FileButton>
              )}
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
                  <TextInput label="First Name" readOnly withAsterisk {...form.getInputProps('firstName')} />
                  <TextInput label="Last Name" readOnly withAsterisk {...form.getInputProps('lastName')} />
                </Group>
                <Group grow>
                  <TextInput label="Date of Birth" readOnly withAsterisk {...form.getInputProps('dateOfBirth')} />
                  <Select label="Gender" withAsterisk data={GENDERS} {...form.getInputProps('gender')} />
                </Group>
                <TextInput label="Email" readOnly withAsterisk {...form.getInputProps('email')} />
                <Group grow>
                  <TextInput label="Mobile" withAsterisk {...form.getInputProps('mobile')} />
                  <TextInput label="Home Phone" {...form.getInputProps('homePhone')} />
                  <TextInput label="Work Phone" {...form.getInputProps('workPhone')} />
                </Group>

                <Title order={4}>Address</Title>
                <AddressSearch
                  onSelect={(a) => form.setValues({ street: a.street, suburb: a.suburb, state: a.state, postCode: a.postCode })}
                />
                <TextInput label="Street" {...form.getInputProps('street')} />
                <Group grow>
                  <TextInput label="Suburb" {...form.getInputProps('suburb')} />
                  <TextInput label="State" {...form.getInputProps('state')} />
                  <TextInput label="Post Code" {...form.getInputProps('postCode')} />
                </Group>

                <Title order={4}>Additional</Title>
                <Group grow>
                  <TextInput label="Emergency Contact Name" {...form.getInputProps('emergencyContactName')} />
                  <TextInput label="Emergency Contact Number" {...form.getInputProps('emergencyContactNo')} />
                </Group>
                <Group grow>
                  <TextInput label="Employer" {...form.getInputProps('employer')} />
                  <TextInput label="Occupation" {...form.getInputProps('occupation')} />
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
