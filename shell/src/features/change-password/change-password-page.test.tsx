// test-utils first: it polyfills what react-router needs in jsdom.
import { apiFailure, mockApi, renderWithProviders, screen, userEvent, type MockApi } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { ChangePasswordPage } from './change-password-page';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/changepassword" element={<ChangePasswordPage />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/changepassword', session: { user: { userId: 7 } } },
  );

async function fillForm(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('ChangePasswordPage', () => {
  let api: MockApi;

  it('keeps Save disabled while invalid and shows the mismatch message', async () => {
    api = mockApi({});
    renderPage();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await fillForm('old-pass', 'newpass1', 'newpass2');
    expect(screen.getByText('Password does not match the confirm password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('on success toasts, signs out and goes to /login', async () => {
    api = mockApi({ 'POST /user/reset-password': 'Success', 'POST /auth/logout': 'Success' });
    renderPage();
    await fillForm('demo1234', 'newpass1', 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Password has successfully changed.')).toBeInTheDocument();
    expect(api.callsTo('POST /user/reset-password')[0]!.body).toEqual({
      userId: 7,
      oldPassword: 'demo1234',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(sessionStore.getState().user).toBeNull();
  });

  it('on failure shows the spec message', async () => {
    api = mockApi({ 'POST /user/reset-password': apiFailure(400, 'Current password is invalid, please try again.') });
    renderPage();
    await fillForm('wrong', 'newpass1', 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is invalid, please try again.')).toBeInTheDocument();
  });
});
