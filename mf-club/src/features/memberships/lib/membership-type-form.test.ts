import { FREQUENCY_REQUIRED_MESSAGE, PRICE_MESSAGE } from '@portal/shared';
import { membershipTypeInput, NEW_MEMBERSHIP_TYPE, validateMembershipType } from './membership-type-form';

test('dollars typed become cents; a paid-in-full type sends no frequency', () => {
  const input = membershipTypeInput({ ...NEW_MEMBERSHIP_TYPE, description: 'Annual', paymentKind: 'paid-in-full', priceCents: 799.5, durationDays: 365 });
  expect(input).toMatchObject({ priceCents: 79950, paymentFrequency: '', durationDays: 365 });
});

test('a price of -1 and a direct debit without a frequency get their messages on their fields', () => {
  const errors = validateMembershipType({ ...NEW_MEMBERSHIP_TYPE, description: 'DD', priceCents: -1, paymentFrequency: '' });
  expect(errors).toEqual({ priceCents: PRICE_MESSAGE, paymentFrequency: FREQUENCY_REQUIRED_MESSAGE });
});
