// test-utils first: it polyfills what react-router needs in jsdom.
import {
  apiFailure,
  mockApi,
  renderWithProviders,
  resetSession,
  screen,
  TEST_USER,
  userEvent,
  waitFor,
  type MockApi,
} from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { signInReplies } from '../../test-fixtures/sign-in-replies';
import { SignInPage } from './sign-in-page';

const ME = { ...TEST_USER, userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs' };
const THEME = { clubName: 'Demo Club', flags: { shop: true } };

function renderSignIn(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<SignInPage kind="member" />} />
      <Route path="/signin/2" element={<SignInPage kind="student" />} />
      <Route path="/" element={<p>Dashboard page</p>} />
      <Route path="/changepassword" element={<p>Change password page</p>} />
      <Route path="/student-class-booking" element={<p>Student class booking page</p>} />
    </Routes>,
    { route },
  );
}

const fill = async (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);

describe('SignInPage', () => {
  let api: MockApi;
  beforeEach(() => resetSession());

  it('joins every validation failure in one warning toast and sends nothing', async () => {
    api = mockApi({});
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Account Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Email is required. Password is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reports an invalid email and a short password', async () => {
    api = mockApi({});
    renderSignIn();
    await fill('Email', 'not-an-email');
    await fill('Password', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(
      await screen.findByText('Must be a valid email address. Password must be at least 4-characters.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('Enter in the password field signs in and lands a member on the dashboard', async () => {
    api = mockApi(signInReplies('POST /auth/login', ME, THEME));
    renderSignIn();
    await fill('Email', 'member@demo.club');
    await fill('Password', 'demo1234{Enter}');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login')[0]!.body).toEqual({
      userName: 'member@demo.club',
      password: 'demo1234',
      platform: 'web',
      deviceId: expect.any(String),
    });
    expect(sessionStore.getState().user?.fullName).toBe('Jo Bloggs');
    expect(sessionStore.getState().theme?.flags.shop).toBe(true);
  });

  it('goes to /changepassword when the server flags a password reset', async () => {
    api = mockApi(signInReplies('POST /auth/login', ME, THEME, { isResetPassword: true }));
    renderSignIn();
    await fill('Email', 'member@demo.club');
    await fill('Password', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Change password page')).toBeInTheDocument();
  });

  it('swim sign-in uses the student endpoint and lands on student class booking', async () => {
    api = mockApi(signInReplies('POST /auth/student-login', { ...ME, userId: 9, userType: 5 }, THEME));
    renderSignIn('/signin/2');
    await fill('Email', 'guardian@demo.club');
    await fill('Password', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Student class booking page')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login')).toHaveLength(0);
  });

  it('shows the server message in an error toast', async () => {
    api = mockApi({ 'POST /auth/login': apiFailure(401, 'Invalid email or password.') });
    renderSignIn();
    await fill('Email', 'member@demo.club');
    await fill('Password', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
  });

  it('a registration still waiting for its e-mailed link is told to check the e-mail, in the panel too', async () => {
    const checkEmail = 'Please check your email and open the link we sent you to confirm your registration.';
    api = mockApi({ 'POST /auth/login': apiFailure(403, checkEmail) });
    renderSignIn();
    await fill('Email', 'new.member@example.com');
    await fill('Password', 'chosen-pass');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('status')).toHaveTextContent(checkEmail);
    expect(sessionStore.getState().user).toBeNull();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
  });

  it('forgot mode posts the e-mail and shows the neutral message', async () => {
    const neutral = 'If your email is registered with the club, you will receive an email shortly.';
    api = mockApi({ 'POST /auth/forgot-password': neutral });
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await fill('Email', 'member@demo.club');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    expect(await screen.findByRole('status')).toHaveTextContent(neutral);
    expect(api.callsTo('POST /auth/forgot-password')[0]!.body).toEqual({ email: 'member@demo.club' });
  });

  it('register mode sends nothing without a password, then posts email, password and userName', async () => {
    api = mockApi({
      'POST /auth/register': 'If your email is registered with the club, you will receive an email shortly.',
    });
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Are you a students parent/guardian? Register now' }));
    await fill('Email', 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await fill('Password', 'secret12');
    await fill('Confirm Password', 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    await waitFor(() => expect(api.callsTo('POST /auth/register')).toHaveLength(1));
    expect(api.callsTo('POST /auth/register')[0]!.body).toEqual({
      email: 'parent@example.com',
      password: 'secret12',
      userName: 'parent@example.com',
    });
  });
});
