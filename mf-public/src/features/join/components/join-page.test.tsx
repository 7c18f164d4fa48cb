import { mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import type { JoinOptions, MobileCodeSent } from '@portal/shared/contracts';
import { JoinPage } from './join-page';

const OPTIONS: JoinOptions = {
  club: { accountId: 'DEMO01', clubName: 'Demo Gym', email: 'info@demo.club', phone: '', preActivityQuestionnaire: false, signatureEnabled: true, pciVaultEnabled: true },
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

describe('JoinPage verification code', () => {
  it('says the code was e-mailed when the club has no SMS gateway, and sends the address with the request', async () => {
    const api = mockApi({
      'GET /public/join/options/DEMO01': OPTIONS,
      'POST /public/join/member-exists': { exists: false, message: '' },
      'POST /public/join/mfa-mobile-signup': sent('email', 'jo@example.com'),
    });
    renderWithProviders(<JoinPage />, { route: '/onlineoffers?accountId=DEMO01' });
    await detailsThenNext();
    expect(await screen.findByText('We have e-mailed a 6-digit code to jo@example.com. It expires in 10 minutes.')).toBeInTheDocument();
    expect(api.callsTo('POST /public/join/mfa-mobile-signup')[0]!.body).toMatchObject({ reference: '0400 555 777', email: 'jo@example.com', accountId: 'DEMO01' });
    api.restore();
  });

  it('says the code went by SMS when it did', async () => {
    const api = mockApi({
      'GET /public/join/options/DEMO01': OPTIONS,
      'POST /public/join/member-exists': { exists: false, message: '' },
      'POST /public/join/mfa-mobile-signup': sent('sms', '0400 555 777'),
    });
    renderWithProviders(<JoinPage />, { route: '/onlineoffers?accountId=DEMO01' });
    await detailsThenNext();
    expect(await screen.findByText('We have sent a 6-digit code by SMS to 0400 555 777. It expires in 10 minutes.')).toBeInTheDocument();
    api.restore();
  });
});
