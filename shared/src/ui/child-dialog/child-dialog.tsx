import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { Dialog } from '../dialog/dialog';
import { formSubmit } from '../form-submit/form-submit';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useState } from 'react';
import type { MemberKid, SaveMemberKidBody } from '../../contracts/account';
import { apiPost, apiPut } from '../../api';
import { ApiError } from '../../api/api-error';
import { CHILD_ADDED, CHILD_INVALID, CHILD_UPDATED, childSaveThrown } from '../../messages/children';
import { DATE_OF_BIRTH_FUTURE, INVALID_DATE, REQUIRED } from '../../messages/validation';
import { clubToday } from '../../formatters/dates';
import { DateField } from '../date-field/date-field';
import { notifyError, notifySuccess, notifyWarning } from '@portal/shared/core';
import { TEXT_LIMITS } from '../../validators/text-limits';

dayjs.extend(customParseFormat);

/** The dialog's input (docs/spec/account-core.md §3): kidId above 0 edits, otherwise adds. */
export interface ChildDialogInput {
  memberNumber?: string;
  kidId?: number;
  firstName?: string;
  lastName?: string;
  /** DD/MM/YYYY */
  dateOfBirth?: string;
  gender?: string;
  notes?: string;
}

/** What the dialog closes with after an add: 'creche-booking' when a member number was given, else 'creche'. */
export type ChildDialogOrigin = 'creche-booking' | 'creche';

export interface ChildDialogResult {
  origin?: ChildDialogOrigin;
  child: MemberKid;
}

export interface ChildDialogProps {
  opened: boolean;
  input?: ChildDialogInput | null;
  /** Called with the result on success, with nothing when dismissed. */
  onClose: (result?: ChildDialogResult) => void;
}

/** The genders the API takes (M, F, O), as every gender picker offers them. */
export const GENDER_OPTIONS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'O', label: 'Other' },
];

interface Values {
  firstName: string;
  lastName: string;
  gender: string | null;
  /** YYYY-MM-DD (the DateField value). */
  dateOfBirth: string | null;
  notes: string;
}

const toIso = (ddmmyyyy?: string): string | null => {
  if (!ddmmyyyy) return null;
  const d = dayjs(ddmmyyyy, 'DD/MM/YYYY', true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
};

/** Rules of the child form (docs/spec/account-core.md §5); exported for the tests. */
export function validateChildDateOfBirth(value: string | null, today = clubToday()): string | null {
  if (!value) return REQUIRED;
  const d = dayjs(value, 'YYYY-MM-DD', true);
  if (!d.isValid()) return INVALID_DATE;
  if (d.format('YYYY-MM-DD') > today) return DATE_OF_BIRTH_FUTURE;
  return null;
}

const required = (v: string | null) => (v && v.trim() ? null : REQUIRED);

/** Child Details dialog (350 px), shared by My Children (mf-account) and creche booking (mf-bookings). */
export function ChildDialog({ opened, input, onClose }: ChildDialogProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: { firstName: '', lastName: '', gender: null, dateOfBirth: null, notes: '' },
    validate: {
      firstName: required,
      lastName: required,
      gender: required,
      dateOfBirth: (v) => validateChildDateOfBirth(v),
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues({
      firstName: input?.firstName ?? '',
      lastName: input?.lastName ?? '',
      gender: input?.gender || null,
      dateOfBirth: toIso(input?.dateOfBirth),
      notes: input?.notes ?? '',
    });
    form.resetDirty();
    form.resetTouched();
    form.clearErrors();
    // Rebuilt whenever the dialog opens for another child.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, input]);

  const isUpdate = (input?.kidId ?? 0) > 0;

  const submit = async () => {
    if (form.validate().hasErrors) {
      notifyWarning(CHILD_INVALID);
      return;
    }
    const v = form.getValues();
    const body: SaveMemberKidBody = {
      memberNumber: input?.memberNumber || undefined,
      memberKidId: isUpdate ? input!.kidId : 0,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      gender: v.gender!,
      dateOfBirth: dayjs(v.dateOfBirth!, 'YYYY-MM-DD').format('DD/MM/YYYY'),
      notes: v.notes,
    };
    setBusy(true);
    try {
      const child = isUpdate ? await apiPut<MemberKid>('/member-kids', body) : await apiPost<MemberKid>('/member-kids', body);
      notifySuccess(isUpdate ? CHILD_UPDATED : CHILD_ADDED);
      onClose({ child, origin: isUpdate ? undefined : input?.memberNumber ? 'creche-booking' : 'creche' });
    } catch (error) {
      if (error instanceof ApiError || isUpdate) notifyError((error as Error).message);
      else {
        console.error(error);
        notifyError(childSaveThrown(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={() => onClose()} title="Child Details" size={350} centered>
      <form noValidate onSubmit={formSubmit(submit)}>
        <Stack gap="sm">
          <TextInput maxLength={TEXT_LIMITS.personName} label="First Name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput maxLength={TEXT_LIMITS.personName} label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
          <Select label="Gender" withAsterisk data={GENDER_OPTIONS} {...form.getInputProps('gender')} />
          <DateField
            label="Date of Birth"
            withAsterisk
            maxDate={clubToday()}
            {...form.getInputProps('dateOfBirth')}
            onChange={(v) => form.setFieldValue('dateOfBirth', v)}
          />
          <Textarea maxLength={TEXT_LIMITS.notes} label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose()} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
