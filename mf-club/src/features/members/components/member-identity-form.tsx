import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField, dayjs, memberIdentityErrors, TEXT_LIMITS, useClubToday } from '@portal/shared';
import type { ConsoleMemberDetail, ConsoleMemberIdentity } from '@portal/shared/contracts';
import { SaveForm } from '../../../common/save-form';
import { useSave } from '../../../common/use-save';
import { saveMemberIdentity } from '../api/save-member-identity';

/** The form keeps the date of birth as the date field does (YYYY-MM-DD); the API takes DD/MM/YYYY. */
type IdentityValues = Omit<ConsoleMemberIdentity, 'dateOfBirth'> & { dateOfBirth: string };
const toForm = (i: ConsoleMemberIdentity): IdentityValues => ({
  ...i,
  dateOfBirth: i.dateOfBirth ? dayjs(i.dateOfBirth, 'DD/MM/YYYY').format('YYYY-MM-DD') : '',
});
const toBody = (v: IdentityValues): ConsoleMemberIdentity => ({
  ...v,
  dateOfBirth: v.dateOfBirth ? dayjs(v.dateOfBirth).format('DD/MM/YYYY') : '',
});

/**
 * What only the club corrects for a member (their profile shows it read-only): name, e-mail (their
 * login's too) and date of birth.
 */
export function MemberIdentityForm({
  detail,
  onSaved,
  onCancel,
}: {
  detail: ConsoleMemberDetail;
  onSaved: (saved: ConsoleMemberDetail) => void;
  onCancel: () => void;
}) {
  const today = useClubToday();
  const form = useForm<IdentityValues>({
    initialValues: toForm(detail.identity),
    validate: (v) => memberIdentityErrors(toBody(v)),
    validateInputOnBlur: true,
  });
  const { busy, serverError, save } = useSave(
    async (v: IdentityValues) => onSaved(await saveMemberIdentity(detail.member.memberNumber, toBody(v))),
    (field, message) => form.setFieldError(field, message),
  );
  return (
    <section aria-label="Name, e-mail and date of birth">
      <SaveForm
        onSubmit={form.onSubmit((v) => save(v))}
        busy={busy}
        serverError={serverError}
        saveLabel="Save member details"
        onCancel={onCancel}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            withAsterisk
            maxLength={TEXT_LIMITS.personName}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            maxLength={TEXT_LIMITS.personName}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="E-mail"
            type="email"
            maxLength={TEXT_LIMITS.email}
            description={
              detail.member.hasLogin ? 'They sign in with it: the old address is told of the change.' : undefined
            }
            {...form.getInputProps('email')}
          />
          <DateField
            label="Date of birth"
            maxDate={today}
            {...form.getInputProps('dateOfBirth')}
            onChange={(v) => form.setFieldValue('dateOfBirth', v ?? '')}
          />
        </SimpleGrid>
      </SaveForm>
    </section>
  );
}
