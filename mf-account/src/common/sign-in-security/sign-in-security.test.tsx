import type { MySession, Passkey } from '@portal/shared/contracts';
import { mockApi, renderWithProviders, screen, serverState, userEvent, within } from '@portal/shared/test-utils';
import { SignInSecurity } from './sign-in-security';

// The browser's passkey prompt: what @simplewebauthn/browser answers after the member touched the sensor.
const startRegistration = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({ startRegistration: (...args: unknown[]) => startRegistration(...args) }));

const laptopKey: Passkey = { id: 3, name: 'Chrome on Windows', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: null, synced: false };
const sessions: MySession[] = [
  { id: 'a'.repeat(32), device: 'Mac', browser: 'Safari', signedInAt: '2026-11-20T09:00:00.000Z', lastSeenAt: '2026-11-29T09:00:00.000Z', current: true },
  { id: 'b'.repeat(32), device: 'Android', browser: 'Chrome', signedInAt: '2026-11-02T09:00:00.000Z', lastSeenAt: '2026-11-28T09:00:00.000Z', current: false },
];

afterEach(() => startRegistration.mockReset());

test('adds a passkey through the browser prompt and lists it; removes it after a confirmation', async () => {
  let keys: Passkey[] = [];
  const api = mockApi({
    'GET /account/passkeys': () => keys,
    'GET /account/sessions': sessions,
    'POST /account/passkeys/options': { challenge: 'abc', rp: { name: 'Demo' } },
    'POST /account/passkeys': () => {
      keys = [laptopKey];
      return laptopKey;
    },
    'DELETE /account/passkeys/3': () => {
      keys = [];
      return 'Success';
    },
  });
  startRegistration.mockResolvedValue({ id: 'cred', type: 'public-key' });
  renderWithProviders(<SignInSecurity />);
  expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByText('Chrome on Windows')).toBeInTheDocument();
  expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rp: { name: 'Demo' } } });
  expect(api.callsTo('POST /account/passkeys')[0]?.body).toEqual({ response: { id: 'cred', type: 'public-key' } });

  await userEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Windows' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
});

test('a closed browser prompt adds nothing and says so', async () => {
  const api = mockApi({ 'GET /account/passkeys': [], 'GET /account/sessions': sessions, 'POST /account/passkeys/options': { challenge: 'abc' } });
  startRegistration.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
  renderWithProviders(<SignInSecurity />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByText('No passkey was added.')).toBeInTheDocument();
  expect(api.callsTo('POST /account/passkeys')).toHaveLength(0);
});

test('lists the sessions, this device marked; ends another one', async () => {
  const list = serverState(sessions);
  const api = mockApi({
    'GET /account/passkeys': [],
    'GET /account/sessions': list.read,
    'DELETE /account/sessions/:id': list.becomes(sessions.filter((s) => s.current), 'Success'),
  });
  renderWithProviders(<SignInSecurity />);
  const current = (await screen.findByText('Safari on Mac')).closest('li')!;
  expect(within(current as HTMLElement).getByText('This device')).toBeInTheDocument();
  expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
  expect(await screen.findByText('That session is signed out.')).toBeInTheDocument();
  expect(api.callsTo('DELETE /account/sessions/:id')[0]?.path).toBe(`/account/sessions/${'b'.repeat(32)}`);
  expect(screen.queryByText('Chrome on Android')).toBeNull();
});
