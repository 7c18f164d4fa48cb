// test-utils first: it polyfills what react-router needs in jsdom.
import { apiFailure, mockApi, renderWithProviders, resetSession, screen, TEST_USER, userEvent, waitFor } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { signInReplies } from '../../test-fixtures/sign-in-replies';
import { SignInPage } from './sign-in-page';

// The browser's side of WebAuthn (@simplewebauthn/browser): a passkey the member picks in the
// prompt, or in the e-mail field's suggestions (conditional UI).
const startAuthentication = jest.fn();
const supportsAutofill = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  browserSupportsWebAuthnAutofill: () => supportsAutofill(),
  startAuthentication: (...args: unknown[]) => startAuthentication(...args),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));

const ME = { ...TEST_USER, userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs' };
const THEME = { clubName: 'Demo Club', flags: { shop: true } };
const ASSERTION = { id: 'cred', type: 'public-key' };

function renderSignIn() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<SignInPage kind="member" />} />
      <Route path="/" element={<p>Dashboard page</p>} />
    </Routes>,
    { route: '/login' },
  );
}

beforeEach(() => {
  resetSession();
  startAuthentication.mockReset();
  supportsAutofill.mockResolvedValue(false);
});

test('the e-mail field offers passkeys (conditional UI) and the button signs in with one', async () => {
  const api = mockApi({ 'POST /auth/passkey/options': { challenge: 'c1', rpId: 'localhost' }, ...signInReplies('POST /auth/passkey/sign-in', ME, THEME) });
  startAuthentication.mockResolvedValue(ASSERTION);
  renderSignIn();
  expect(screen.getByLabelText('Email')).toHaveAttribute('autoComplete', 'username webauthn');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c1', rpId: 'localhost' }, useBrowserAutofill: false });
  expect(api.callsTo('POST /auth/passkey/sign-in')[0]?.body).toEqual({ response: ASSERTION });
});

test('a passkey chosen in the e-mail field suggestions signs in without a click on the button', async () => {
  supportsAutofill.mockResolvedValue(true);
  mockApi({ 'POST /auth/passkey/options': { challenge: 'c2' }, ...signInReplies('POST /auth/passkey/sign-in', ME, THEME) });
  startAuthentication.mockResolvedValue(ASSERTION);
  renderSignIn();
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2' }, useBrowserAutofill: true });
});

test("the server's refusal and a closed prompt are shown; the panel stays", async () => {
  mockApi({
    'POST /auth/passkey/options': { challenge: 'c3' },
    'POST /auth/passkey/sign-in': apiFailure(401, 'This passkey could not sign you in. Try again or use your password.'),
  });
  startAuthentication.mockResolvedValueOnce(ASSERTION);
  renderSignIn();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByText('This passkey could not sign you in. Try again or use your password.')).toBeInTheDocument();
  startAuthentication.mockRejectedValueOnce(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByText('No passkey was chosen. Try again or use your password.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Account Login' })).toBeInTheDocument();
});

test('the e-mail link mode asks for a link for the typed address and says so neutrally', async () => {
  const api = mockApi({ 'POST /auth/email-link': 'If your email is registered with the club, you will receive an email shortly.' });
  renderSignIn();
  await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
  expect(screen.queryByLabelText('Password')).toBeNull();
  await userEvent.type(screen.getByLabelText('Email'), 'member@demo.club');
  await userEvent.click(screen.getByRole('button', { name: 'SEND SIGN-IN LINK' }));
  expect(await screen.findByRole('status')).toHaveTextContent('If your email is registered with the club, you will receive an email shortly.');
  expect(api.callsTo('POST /auth/email-link')[0]?.body).toEqual({ email: 'member@demo.club' });
});
