import { apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import type { JoinOptions, MobileCodeSent } from '@portal/shared/contracts';
import { JoinPage } from './join-page';

const OPTIONS: JoinOptions = {
  club: { accountId: 'DEMO01', clubName: 'Demo Gym', email: 'info@demo.club', phone: '', timeZone: 'Australia/Sydney', preActivityQuestionnaire: false, signatureEnabled: true, pciVaultEnabled: true },
  today: '2030-01-07',
  membershipTypes: [
    {
      id: 7, description: '12 Months Paid in Full', shortDescription: '', fullDescription: 'A year.', minimumPeriodLabel: '12 Months', onlineSignupTag: '', photo: '',
      isDirectDebit: false, paymentFrequency: '', priceCents: 99900, joiningFeeCents: 0, accessCardFeeCents: 0,
      noOfDaysAllowMembershipStartDate: 30, noOfDaysAllowPaymentStartDate: 30, addOns: [],
    },
  ],
  subscriptions: [],
  questionnaire: [],
};

async function detailsThenNext() {
  await userEvent.click(await screen.findByRole('button', { name: 'Choose 12 Months Paid in Full' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.type(screen.getByLabelText(/^First name/), 'Jo');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Joiner');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '05/05/1990');
  await userEvent.click(screen.getByRole('combobox', { name: /Gender/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
  await userEvent.type(screen.getByLabelText(/^Email/), 'jo@example.com');
  await userEvent.type(screen.getByLabelText(/^Mobile/), '0400 555 777');
  await userEvent.type(screen.getByLabelText(/Choose a password/), 'joiner1234');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

function sent(channel: MobileCodeSent['channel'], sentTo: string): MobileCodeSent {
  return { reference: 'ref-1234567890', message: '', expiresInMinutes: 10, channel, sentTo };
}

/** The join page with a new visitor's details sent, the verification-code request answered with `answer`. */
async function detailsWithCodeSent(answer: MobileCodeSent) {
  const api = mockApi({
    'GET /public/join/options/DEMO01': OPTIONS,
    'POST /public/join/member-exists': { exists: false, message: '' },
    'POST /public/join/mfa-mobile-signup': answer,
  });
  renderWithProviders(<JoinPage />, { route: '/onlineoffers?accountId=DEMO01' });
  await detailsThenNext();
  return api;
}

describe('JoinPage verification code', () => {
  it('says the code was e-mailed when the club has no SMS gateway, and sends the address with the request', async () => {
    const api = await detailsWithCodeSent(sent('email', 'jo@example.com'));
    expect(await screen.findByText('We have e-mailed a 6-digit code to jo@example.com. It expires in 10 minutes.')).toBeInTheDocument();
    expect(api.callsTo('POST /public/join/mfa-mobile-signup')[0]!.body).toMatchObject({ reference: '0400 555 777', email: 'jo@example.com', accountId: 'DEMO01' });
  });

  it('says the code went by SMS when it did', async () => {
    await detailsWithCodeSent(sent('sms', '0400 555 777'));
    expect(await screen.findByText('We have sent a 6-digit code by SMS to 0400 555 777. It expires in 10 minutes.')).toBeInTheDocument();
  });
});

/** The message Mantine shows under a field (its aria-describedby), once the field is marked invalid. */
function errorUnder(label: RegExp): string {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('JoinPage details', () => {
  it('marks each wrong field under itself and sends nothing', async () => {
    const api = mockApi({ 'GET /public/join/options/DEMO01': OPTIONS });
    renderWithProviders(<JoinPage />, { route: '/onlineoffers?accountId=DEMO01' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 12 Months Paid in Full' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText(/^Email/), 'jo@');
    await userEvent.type(screen.getByLabelText(/^Mobile/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorUnder(/^Email/)).toContain('Please enter valid email address.');
    expect(errorUnder(/^Mobile/)).toContain('valid Australian mobile number');
    expect(errorUnder(/^First name/)).toContain('This field is required.');
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('maxLength', '100');
    expect(api.callsTo('POST /public/join/member-exists')).toHaveLength(0);
  });

  it('puts the server refusing the mobile number under the Mobile field', async () => {
    mockApi({
      'GET /public/join/options/DEMO01': OPTIONS,
      'POST /public/join/member-exists': { exists: false, message: '' },
      'POST /public/join/mfa-mobile-signup': apiFailure(400, 'Please enter a valid Australian mobile number, e.g. 0412 345 678 or +61 412 345 678.'),
    });
    renderWithProviders(<JoinPage />, { route: '/onlineoffers?accountId=DEMO01' });
    await detailsThenNext();
    await waitFor(() => expect(errorUnder(/^Mobile/)).toContain('valid Australian mobile number'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
