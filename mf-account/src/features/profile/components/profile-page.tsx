import { Button, FileButton, Group, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_AVATAR,
  LoadingText,
  toastOnFailure,
  TEXT_LIMITS,
  isProspect,
  notifyError,
  useSession,
} from '@portal/shared';
import type { ProfilePayload } from '@portal/shared/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { AddressFields } from '../../../common/address-fields/address-fields';
import { ProfileLayout, type ProfileLayoutProps } from '../../../common/profile-layout/profile-layout';
import { LazySignInSecurity } from '../../../common/sign-in-security/lazy-sign-in-security';
import { ProfileFirstScreen } from './profile-first-screen';
import { useProfileSave } from '../../../common/use-profile-save';
import { profileQuery, saveProfile, uploadAvatar } from '../api/profile-api';
import { profileValidation, type ProfileFormValues } from './profile-form-rules';

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
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender,
    email: p.email,
    mobile: p.mobile,
    homePhone: p.homePhone,
    workPhone: p.workPhone,
    street: p.street,
    suburb: p.suburb,
    state: p.state,
    postCode: p.postCode,
    emergencyContactName: p.emergencyContactName,
    emergencyContactNo: p.emergencyContactNo,
    employer: p.employer,
    occupation: p.occupation,
  };
}

/** /profile: avatar card and the three-section form (docs/spec/account-core.md §2). */
export function ProfilePage() {
  const user = useSession((s) => s.user);
  const prospect = isProspect(user);
  const [uploading, setUploading] = useState(false);

  const client = useQueryClient();
  const { queryKey: profileKey, queryFn } = profileQuery(user);
  const query = useQuery({ queryKey: profileKey, queryFn, enabled: Boolean(user) });
  // A query's answer is a store update, which React renders at once and in one piece: the whole
  // form in one long task on a phone. Deferred, it renders in slices that leave the CPU free for
  // input (docs/decisions/performance.md); the first screen stays until then. The initial value
  // matters when the prefetched answer is already cached at mount: without it the mount itself
  // would render the whole form in one task.
  const profile: ProfilePayload | null = useDeferredValue(query.data ?? null, null);
  const loadError = query.error ? query.error.message : null;
  const setProfile = (update: (p: ProfilePayload | undefined) => ProfilePayload | undefined) =>
    client.setQueryData<ProfilePayload>(profileKey, update);

  const onAvatar = async (file: File | null) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      notifyError('The image must be a PNG or JPEG file of at most 2 MB.');
      return;
    }
    setUploading(true);
    await toastOnFailure({ settle: () => setUploading(false) }, async () => {
      const a = await uploadAvatar(await readAsDataUrl(file));
      setProfile((p) => (p ? { ...p, avatar: a.avatar, avatarLarge: a.avatarLarge } : p));
    });
  };

  if (loadError) return <Text c="red">{loadError}</Text>;
  if (!user) return <LoadingText />;
  // While the profile is read, the card the session already knows (as the HTML frame painted it).
  if (!profile) return <ProfileFirstScreen />;

  const values = toValues(profile);
  return (
    <>
      <ProfileForm
        // The form starts from every profile read (not when only the picture changes), in its first
        // render: no effect that fills it after a paint of empty fields.
        key={JSON.stringify(values)}
        initialValues={values}
        save={(v) => saveProfile({ ...v, memberNumber: user.memberNumber }, prospect)}
        card={{
          avatarSrc: profile.avatarLarge || DEFAULT_AVATAR,
          name: profile.fullName,
          email: profile.email,
          cardActions: !prospect && (
            <FileButton onChange={(f) => void onAvatar(f)} accept="image/png,image/jpeg">
              {(props) => (
                <Button variant="light" loading={uploading} {...props}>
                  {profile.avatar ? 'Replace picture' : 'Upload picture'}
                </Button>
              )}
            </FileButton>
          ),
        }}
      />
      <LazySignInSecurity />
    </>
  );
}

interface ProfileFormProps {
  initialValues: ProfileFormValues;
  save: (values: ProfileFormValues) => Promise<string>;
  /** The avatar card beside the form, as the layout shows it. */
  card: Pick<ProfileLayoutProps, 'avatarSrc' | 'name' | 'email' | 'cardActions'>;
}

function ProfileForm({ initialValues, save, card }: ProfileFormProps) {
  const form = useForm<ProfileFormValues>({ initialValues, validate: profileValidation });
  const { saving, submit } = useProfileSave(form, save);

  return (
    <ProfileLayout {...card} saving={saving} onSubmit={() => void submit()}>
      <Title order={4}>Basic Information</Title>
      <Group grow align="flex-start">
        <TextInput label="First Name" readOnly withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" readOnly withAsterisk {...form.getInputProps('lastName')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Date of Birth" readOnly withAsterisk {...form.getInputProps('dateOfBirth')} />
        <Select label="Gender" withAsterisk data={GENDERS} {...form.getInputProps('gender')} />
      </Group>
      <TextInput label="Email" readOnly withAsterisk {...form.getInputProps('email')} />
      {/* Three numbers side by side only where each still fits one: stacked on a phone. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} verticalSpacing="sm">
        <TextInput label="Mobile" withAsterisk maxLength={TEXT_LIMITS.phone} {...form.getInputProps('mobile')} />
        <TextInput label="Home Phone" maxLength={TEXT_LIMITS.phone} {...form.getInputProps('homePhone')} />
        <TextInput label="Work Phone" maxLength={TEXT_LIMITS.phone} {...form.getInputProps('workPhone')} />
      </SimpleGrid>

      <AddressFields
        form={form}
        names={{ street: 'street', suburb: 'suburb', state: 'state', postCode: 'postCode' }}
        postCodeLabel="Post Code"
      />

      <Title order={4}>Additional</Title>
      <Group grow align="flex-start">
        <TextInput
          label="Emergency Contact Name"
          maxLength={TEXT_LIMITS.personName}
          {...form.getInputProps('emergencyContactName')}
        />
        <TextInput
          label="Emergency Contact Number"
          maxLength={TEXT_LIMITS.phone}
          {...form.getInputProps('emergencyContactNo')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Employer" maxLength={TEXT_LIMITS.employer} {...form.getInputProps('employer')} />
        <TextInput label="Occupation" maxLength={TEXT_LIMITS.occupation} {...form.getInputProps('occupation')} />
      </Group>
    </ProfileLayout>
  );
}
