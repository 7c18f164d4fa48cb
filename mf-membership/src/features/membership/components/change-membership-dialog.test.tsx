import { apiFailure, fillDebitFields, mockApi, renderWithProviders, screen, userEvent, waitFor, type MockApi, retype } from '@portal/shared/test-utils';
import { clubToday, dayjs, firstWeekdayFrom } from '@portal/shared';
import type { MembershipType } from '@portal/shared/contracts';
import { ChangeMembershipDialog } from './change-membership-dialog';

const dd: MembershipType = {
  id: 1,
  description: '12 Month Direct Debit',
  fullDescription: '',
  shortDescription: '',
  minimumPeriod: 12,
  minimumPeriodLabel: '12 Months',
  joiningFee: 99,
  joiningFeeCents: 9900,
  accessCardFee: 20,
  accessCardFeeCents: 2000,
  price: 29.95,
  priceCents: 2995,
  onlineSignupTag: '',
  photo: '',
  isDirectDebit: true,
  paymentFrequency: 'fortnightly',
  numberOfPayments: 26,
  noOfDaysAllowMembershipStartDate: 30,
  noOfDaysAllowPaymentStartDate: 14,
  addons: [],
};

let api: MockApi;

async function toPaymentStep(renewAnswer: unknown) {
  api = mockApi({
    'GET /membership-types/:clubId': [dd],
    'GET /membership-types/type/:id/subscriptions': [],
    'GET /profile/:m/250/400': { fullName: 'Alex Morgan' },
    'GET /bsb/:bsb': { bsb: '062-000', bankCode: 'CBA', institution: 'Commonwealth Bank', state: 'NSW' },
    'POST /membership/renew-contract': renewAnswer,
  });
  renderWithProviders(<ChangeMembershipDialog opened onClose={jest.fn()} onCompleted={jest.fn()} current={null} />, {
    session: { user: { memberNumber: 'M1', userId: 1 }, clubId: 1, theme: { flags: { pciVaultEnabled: false } } } as never,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Choose 12 Month Direct Debit' }, { timeout: 5000 }));
  await fillDebitFields({ bsb1: '062', bsb2: '000', accountNumber: '12345678', accountName: 'Alex Morgan' });
  await screen.findByText('Commonwealth Bank (NSW)', undefined, { timeout: 3000 });
}

describe('ChangeMembershipDialog payment step', () => {
  it('Next pressed while the BSB is being looked up says it is checking, then goes on when the answer arrives', async () => {
    api = mockApi({
      'GET /membership-types/:clubId': [dd],
      'GET /membership-types/type/:id/subscriptions': [],
      'GET /profile/:m/250/400': { fullName: 'Alex Morgan' },
      'GET /bsb/:bsb': { bsb: '062-000', bankCode: 'CBA', institution: 'Commonwealth Bank', state: 'NSW' },
      'POST /membership/renew-contract': apiFailure(400, 'Your card was declined.'),
    });
    renderWithProviders(<ChangeMembershipDialog opened onClose={jest.fn()} onCompleted={jest.fn()} current={null} />, {
      session: { user: { memberNumber: 'M1', userId: 1 }, clubId: 1, theme: { flags: { pciVaultEnabled: false } } } as never,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 12 Month Direct Debit' }, { timeout: 5000 }));
    // The account first, the BSB last: Next comes at once, inside the lookup's pause.
    await userEvent.type(screen.getByLabelText('Account number'), '12345678');
    await userEvent.type(screen.getByLabelText('Account name'), 'Alex Morgan');
    await userEvent.type(screen.getByLabelText('Bsb number'), '062');
    await userEvent.type(screen.getByLabelText('Bsb number 2'), '000');
    expect(screen.getByLabelText('Bsb number 2')).toHaveAccessibleDescription('Checking BSB...');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Not ignored: the request goes once the BSB is known.
    await waitFor(() => expect(api.callsTo('POST /membership/renew-contract')).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo('GET /bsb/:bsb')).toHaveLength(1);
  });

  it('puts a start-date refusal on the date field, not in an "Issue Validating Credit Card" dialog', async () => {
    await toPaymentStep(apiFailure(400, 'The payment start date cannot be before the membership start date.'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('POST /membership/renew-contract')).toHaveLength(1));
    const psd = await screen.findByRole('textbox', { name: /Payment start date/ });
    await waitFor(() => expect(psd).toHaveAccessibleDescription(/cannot be before the membership start date/));
    expect(screen.queryByText('Issue Validating Credit Card')).toBeNull();
  });

  it('moves the payment start date with the membership start date', async () => {
    await toPaymentStep(apiFailure(400, 'Your card was declined.'));
    const msd = screen.getByRole('textbox', { name: /Membership start date/ });
    const psd = screen.getByRole('textbox', { name: /Payment start date/ });
    const before = (msd as HTMLInputElement).value;
    expect((psd as HTMLInputElement).value).toBe(before);
    // Another day the field accepts: a weekday a week on, within the type's 30-day window.
    const later = dayjs(firstWeekdayFrom(dayjs(clubToday()).add(7, 'day').format('YYYY-MM-DD')));
    await retype(msd, later.format('DD/MM/YYYY'));
    await waitFor(() => expect(psd).toHaveValue(later.format('DD/MM/YYYY')));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('POST /membership/renew-contract')).toHaveLength(1));
    const body = api.callsTo('POST /membership/renew-contract')[0]!.body as { membershipStartDate: string; paymentStartDate: string };
    expect(body.membershipStartDate).toBe(later.format('YYYY-MM-DD'));
    expect(body.paymentStartDate).toBe(body.membershipStartDate);
  });

  it('sends the same payment start date as the membership start date it defaults to', async () => {
    await toPaymentStep(apiFailure(400, 'Your card was declined.'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('POST /membership/renew-contract')).toHaveLength(1));
    const body = api.callsTo('POST /membership/renew-contract')[0]!.body as { membershipStartDate: string; paymentStartDate: string; paymentType: number };
    expect(body.paymentType).toBe(19);
    expect(body.paymentStartDate).toBe(body.membershipStartDate);
  });

  it('a household’s dependant is told who pays and sends no card or account (the payer’s stored card pays)', async () => {
    api = mockApi({
      'GET /household/payer': { payerName: 'Morgan Hale', isDependant: true, isPayer: false },
      'GET /membership-types/:clubId': [dd],
      'GET /membership-types/type/:id/subscriptions': [],
      'GET /profile/:m/250/400': { fullName: 'Kai Hale' },
      'POST /membership/renew-contract': apiFailure(400, 'Your card was declined.'),
    });
    renderWithProviders(<ChangeMembershipDialog opened onClose={jest.fn()} onCompleted={jest.fn()} current={null} />, {
      session: { user: { memberNumber: 'M2', userId: 2 }, clubId: 1, theme: { flags: { pciVaultEnabled: false } } } as never,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 12 Month Direct Debit' }, { timeout: 5000 }));
    expect(await screen.findByText('Payments for your account are made by Morgan Hale.')).toBeInTheDocument();
    // No payment type to choose: the server charges the payer.
    expect(screen.getByText('Paid by Morgan Hale')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Payment type/)).toBeNull();
    expect(screen.queryByLabelText('Account number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('POST /membership/renew-contract')).toHaveLength(1));
    const body = api.callsTo('POST /membership/renew-contract')[0]!.body as Record<string, unknown>;
    expect(body.paymentType).toBe(17);
    for (const field of ['accountNumber', 'bsbNumber1', 'ccNumber', 'token', 'useExistingCard']) expect(body).not.toHaveProperty(field);
  });
});
