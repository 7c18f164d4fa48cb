import type { PendingDocument } from '@portal/shared/contracts';
import { mockApi, renderWithProviders, resetSession, screen, serverState, userEvent, waitFor } from '@portal/shared/test-utils';
import { DocumentsToSign } from './documents-to-sign';

afterEach(() => resetSession());

const v3: PendingDocument = { id: 9, kind: 'waiver', version: 3, title: 'Gym waiver', body: 'New rules.', resignRequired: true, publishedAt: '2026-03-02T00:00:00.000Z', inForce: true, signedCount: 0, forNumber: '', forName: '' };

test('asks a member to sign a new version at sign-in, and signs it', async () => {
  const pending = serverState([v3]);
  const api = mockApi({ 'GET /documents/pending/:n': pending.read, 'POST /documents/9/sign': pending.becomes([], v3) });
  renderWithProviders(<DocumentsToSign />, { session: { user: { userId: 7, memberNumber: '100001', role: 'USER' } } });
  expect(await screen.findByText('Please sign: Gym waiver (version 3)', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('The club has a new version of this document and asks you to sign it.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I agree and sign' }));
  await waitFor(() => expect(screen.queryByText('Please sign: Gym waiver (version 3)')).toBeNull());
  expect(api.callsTo('POST /documents/9/sign')[0]?.body).toEqual({ userId: 7, signature: '' });
});

test('asks a guardian to sign a minor’s waiver on their behalf, and sends whom it is for', async () => {
  const pending = serverState([{ ...v3, version: 1, forNumber: 'S1001', forName: 'Mia Waters' }]);
  const api = mockApi({ 'GET /documents/pending/:n': pending.read, 'POST /documents/9/sign': pending.becomes([], v3) });
  renderWithProviders(<DocumentsToSign />, { session: { user: { userId: 11, memberNumber: 'F1001', role: 'USER' } } });
  expect(await screen.findByText('On behalf of Mia Waters', {}, { timeout: 5000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I agree and sign on behalf of Mia Waters' }));
  await waitFor(() => expect(screen.queryByText('On behalf of Mia Waters')).toBeNull());
  expect(api.callsTo('POST /documents/9/sign')[0]?.body).toEqual({ userId: 11, signature: '', forNumber: 'S1001' });
});

test('asks STAFF nothing', async () => {
  const api = mockApi({ 'GET /documents/pending/:n': [v3] });
  renderWithProviders(<DocumentsToSign />, { session: { user: { userId: 8, memberNumber: '', role: 'STAFF' } } });
  await new Promise((r) => setTimeout(r, 50));
  expect(api.callsTo('GET /documents/pending/:n')).toHaveLength(0);
});

test('asks the club ADMIN nothing either, even with a member number (the console login signs nothing here)', async () => {
  const api = mockApi({ 'GET /documents/pending/:n': [v3] });
  renderWithProviders(<DocumentsToSign />, { session: { user: { userId: 9, memberNumber: '900001', role: 'ADMIN' } } });
  await new Promise((r) => setTimeout(r, 50));
  expect(api.callsTo('GET /documents/pending/:n')).toHaveLength(0);
});
