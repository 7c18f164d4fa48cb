import { apiFailure, mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { DELETION_LINK_INVALID_MESSAGE, DELETION_SCHEDULED_MESSAGE, type AccountDeletion } from '@portal/shared/contracts';
import { ConfirmDeletionPage } from './confirm-deletion-page';

const scheduled: AccountDeletion = { state: 'scheduled', eraseAt: '2026-12-13T10:00:00.000Z', message: DELETION_SCHEDULED_MESSAGE };

it('confirms with the link’s token on one press (no session) and says when the account is erased', async () => {
  const api = mockApi({ 'POST /privacy/account-deletion/confirm': scheduled });
  renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-account-deletion?token=tok-0123456789' });
  expect(api.callsTo('POST /privacy/account-deletion/confirm')).toHaveLength(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm: delete my account' }));
  expect(await screen.findByText(/Your account will be erased on 13 December 2026\./)).toBeInTheDocument();
  expect(api.callsTo('POST /privacy/account-deletion/confirm')[0]!.body).toEqual({ token: 'tok-0123456789' });
});

it('names a used or forged link', async () => {
  mockApi({ 'POST /privacy/account-deletion/confirm': apiFailure(400, DELETION_LINK_INVALID_MESSAGE) });
  renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-account-deletion?token=used-0123456789' });
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm: delete my account' }));
  expect(await screen.findByText(DELETION_LINK_INVALID_MESSAGE)).toBeInTheDocument();
});

it('says the link is not valid without a token', async () => {
  renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-account-deletion' });
  expect(await screen.findByText(DELETION_LINK_INVALID_MESSAGE)).toBeInTheDocument();
});
