// test-utils first: it polyfills what react-router needs in jsdom.
import { apiFailure, mockApi, renderWithProviders, resetSession, screen, TEST_USER, userEvent, type MockApi } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { signInReplies } from '../../test-fixtures/sign-in-replies';
import { ConfirmRegistrationPage } from './confirm-registration-page';

const ME = { ...TEST_USER, userId: 9, memberNumber: 'G-1', fullName: 'Gale Pending', userName: 'gale@example.com', email: 'gale@example.com', userType: 5 };
const THEME = { clubName: 'Demo Club', flags: {} };

function renderPage(route = '/verify-email?token=tok-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/verify-email" element={<ConfirmRegistrationPage />} />
      <Route path="/student-class-booking" element={<p>Student class booking page</p>} />
      <Route path="/signin/1" element={<p>Sign-in page</p>} />
    </Routes>,
    { route },
  );
}

describe('ConfirmRegistrationPage', () => {
  let api: MockApi;
  beforeEach(() => resetSession());

  it('sends the token with the chosen password, signs in and lands like a sign-in', async () => {
    api = mockApi(signInReplies('POST /auth/verify-email', ME, THEME));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/verify-email')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Password'), 'gale-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('Student class booking page')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/verify-email')[0]!.body).toEqual({ token: 'tok-1', password: 'gale-pass-1' });
    expect(sessionStore.getState().user).toMatchObject({ userId: 9 });
  });

  it('shows a wrong password on the field and lets the member try again', async () => {
    api = mockApi({ 'POST /auth/verify-email': apiFailure(400, 'This is not the password you chose when you registered.') });
    renderPage();
    await userEvent.type(screen.getByLabelText('Password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('This is not the password you chose when you registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('explains a used or expired link', async () => {
    api = mockApi({ 'POST /auth/verify-email': apiFailure(400, 'This link has expired or was already used.') });
    renderPage();
    await userEvent.type(screen.getByLabelText('Password'), 'gale-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('a link without its token asks for the link from the e-mail', () => {
    api = mockApi({});
    renderPage('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete. Please use the link from your email.');
  });
});
