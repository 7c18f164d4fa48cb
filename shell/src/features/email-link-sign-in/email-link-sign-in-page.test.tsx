// test-utils first: it polyfills what react-router needs in jsdom.
import { apiFailure, mockApi, renderWithProviders, resetSession, screen, TEST_USER, userEvent } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { EMAIL_LINK_INVALID_MESSAGE } from '@portal/shared/contracts';
import { signInReplies } from '../../test-fixtures/sign-in-replies';
import { EmailLinkSignInPage } from './email-link-sign-in-page';

const ME = { ...TEST_USER, userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs' };
const THEME = { clubName: 'Demo Club', flags: {} };

function renderPage(route = '/signin-link?token=tok-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/signin-link" element={<EmailLinkSignInPage />} />
      <Route path="/" element={<p>Dashboard page</p>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => resetSession());

test('nothing is sent until the member presses the button; then the token signs in', async () => {
  const api = mockApi(signInReplies('POST /auth/email-link/sign-in', ME, THEME));
  renderPage();
  expect(api.calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in to the member portal' }));
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  expect(api.callsTo('POST /auth/email-link/sign-in')[0]!.body).toEqual({ token: 'tok-1' });
});

test("a used, expired or another browser's link says so", async () => {
  mockApi({ 'POST /auth/email-link/sign-in': apiFailure(400, EMAIL_LINK_INVALID_MESSAGE) });
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in to the member portal' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
});
