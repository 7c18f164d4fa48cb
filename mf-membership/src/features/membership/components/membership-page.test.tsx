import { mockApi, renderWithProviders, screen } from '@portal/shared/test-utils';
import type { MembershipInfo } from '@portal/shared/contracts';
import { MembershipPage } from './membership-page';

const info = (over: Partial<MembershipInfo> = {}): MembershipInfo => ({
  membershipId: 1,
  membershipName: '12 Month Direct Debit',
  membershipTypeId: 1,
  contractType: 'Direct Debit',
  status: 'active',
  sessionRemaining: 0,
  isShowCurrentMembership: true,
  contractTypeDetails: {
    membershipStartDate: '01/01/2025',
    expiryDate: '',
    nextPaymentDate: '15/01/2025',
    nextPaymentAmount: 29.95,
    nextPaymentAmountCents: 2995,
    paymentType: 19,
    paymentTypeDetails: {
      accountName: 'Alex Morgan', accountNumber: '******678', bsbNumber1: '062', bsbNumber2: '000',
      nameOnCard: '', creditCardNumber: '', cardType: '', ccExpiryMonth: '', ccExpiryYear: '', cvv: '',
    },
  },
  ...over,
});

const flags = {
  isEnableManageButton: true,
  allowMemberPaymentChange: true,
  allowMemberSuspension: true,
  showSelfServiceSuspensionInApp: true,
  showSelfServiceCancellationInApp: false,
};

describe('MembershipPage', () => {
  it('shows a direct-debit membership with its buttons', async () => {
    mockApi({ 'GET /membership/:n': info() });
    renderWithProviders(<MembershipPage />, { session: { user: {}, theme: { flags } } });
    expect(screen.getByText('Retrieving membership, please wait...')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: '12 Month Direct Debit' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$29.95' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '062-000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Current Membership' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suspension Request' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew Current Membership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancellation Request' })).toBeNull();
  });

  it('paid in full: expiry date and Renew, no Update Payment Method', async () => {
    mockApi({
      'GET /membership/:n': info({
        contractType: 'Paid in Full',
        contractTypeDetails: { ...info().contractTypeDetails, expiryDate: '31/12/2025', paymentType: 17 },
      }),
    });
    renderWithProviders(<MembershipPage />, { session: { user: {}, theme: { flags } } });
    expect(await screen.findByRole('cell', { name: '31/12/2025' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew Current Membership' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Payment Method' })).toBeNull();
  });
});
