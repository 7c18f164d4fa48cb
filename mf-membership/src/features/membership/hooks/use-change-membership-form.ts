// The payment step's form (@mantine/form); the card and bank fields are the payment kit's own forms.
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { dayjs } from '@portal/shared';
import type { MembershipType } from '@portal/shared/contracts';
import { changeMembershipErrors, type ChangeMembershipValues } from '../lib/change-membership-rules';

export type ChangeMembershipForm = UseFormReturnType<ChangeMembershipValues>;

export const EMPTY_CHANGE_MEMBERSHIP: ChangeMembershipValues = { membershipStartDate: '', paymentStartDate: '', paymentType: '17', useExistingCard: false, promoCode: '' };

/** The rules read the chosen type of the latest render (useForm keeps the latest `validate`). */
export function useChangeMembershipForm(type: MembershipType | null, today: dayjs.Dayjs): ChangeMembershipForm {
  return useForm<ChangeMembershipValues>({
    initialValues: EMPTY_CHANGE_MEMBERSHIP,
    validate: (values) => changeMembershipErrors(values, type, today),
  });
}
