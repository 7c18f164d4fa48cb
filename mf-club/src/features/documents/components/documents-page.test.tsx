import { DOCUMENT_TITLE_REQUIRED } from '@portal/shared';
import type { DocumentVersion } from '@portal/shared/contracts';
import { mockApi, renderWithProviders, resetSession, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { DocumentsPage } from './documents-page';
import { expectRefusedBeforeSending } from '../../../common/console-test-kit';

afterEach(() => resetSession());

const v1: DocumentVersion = { id: 1, kind: 'waiver', version: 1, title: 'Gym waiver', body: 'At my own risk.', resignRequired: false, publishedAt: '2026-03-01T00:00:00.000Z', inForce: true, signedCount: 4 };

test('an ADMIN publishes a new version that asks members to sign again; a missing title is refused on its field first', async () => {
  const api = mockApi({
    'GET /club-console/documents': [v1],
    'POST /club-console/documents': { ...v1, id: 2, version: 2, signedCount: 0 },
    'GET /club-console/documents/1/signatures': [
      { memberNumber: '100001', memberName: 'Alex Morgan', signedAt: '2026-03-01T01:00:00.000Z', signedBy: '' },
      { memberNumber: 'S1001', memberName: 'Mia Waters', signedAt: '2026-03-01T02:00:00.000Z', signedBy: 'Jess Waters' },
    ],
  });
  renderWithProviders(<DocumentsPage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText('Gym waiver', {}, { timeout: 5000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Who signed' }));
  expect(await screen.findByText('Alex Morgan (100001)')).toBeInTheDocument();
  expect(screen.getByText('Themselves')).toBeInTheDocument();
  // A minor's waiver: who signed it for them.
  expect(screen.getByText('Jess Waters, on behalf of Mia Waters')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');

  await userEvent.type(screen.getByRole('textbox', { name: /Text/ }), 'New rules.');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/documents', save: 'Publish version', message: DOCUMENT_TITLE_REQUIRED });
  await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Gym waiver');
  await userEvent.click(screen.getByRole('button', { name: 'Publish version' }));
  await waitFor(() => expect(api.callsTo('POST /club-console/documents')).toHaveLength(1));
  expect(api.callsTo('POST /club-console/documents')[0]?.body).toEqual({ kind: 'waiver', title: 'Gym waiver', body: 'New rules.', resignRequired: true });
});
