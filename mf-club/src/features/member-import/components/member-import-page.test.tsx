import { importFailedMessage, type MemberImport } from '@portal/shared/contracts';
import { mockApi, renderWithProviders, resetSession, screen, userEvent, within } from '@portal/shared/test-utils';
import { MemberImportPage } from './member-import-page';

afterEach(() => resetSession());

const failed: MemberImport = {
  id: 7,
  fileName: 'old-system-members.csv',
  status: 'failed',
  headers: ['Member ID', 'First Name', 'Last Name'],
  mapping: { externalId: 'Member ID', firstName: 'First Name', lastName: 'Last Name' },
  totalRows: 2500,
  goodRows: 2500,
  badRows: 0,
  processedRows: 1000,
  importedRows: 1000,
  createdAt: '2026-11-29T09:00:00.000Z',
};

test('a failed import shows as failed with the rows it imported, and "Resume import" resumes it', async () => {
  let state: MemberImport = failed;
  const api = mockApi({
    'GET /club-console/member-imports': () => [state],
    'GET /club-console/member-imports/7': () => state,
    'POST /club-console/member-imports/7/resume': () => {
      state = { ...failed, status: 'importing' };
      return state;
    },
    'GET /club-console/member-invites': { imported: 0, invited: 0, signedIn: 0, bounced: 0, scheduled: 0, members: [] },
  });
  renderWithProviders(<MemberImportPage />, { session: { user: { role: 'ADMIN' } } });

  const list = await screen.findByRole('table', { name: 'Imports' }, { timeout: 5000 });
  const row = (await within(list).findByText('old-system-members.csv')).closest('tr')!;
  expect(within(row).getByText('Failed')).toBeInTheDocument();
  expect(within(row).getByText('1000')).toBeInTheDocument();

  await userEvent.click(within(row).getByRole('button', { name: 'Open old-system-members.csv' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(importFailedMessage(1000))).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/member-imports/7/resume')).toHaveLength(0);

  await userEvent.click(within(alert).getByRole('button', { name: 'Resume import' }));
  expect(await screen.findByText('The import goes on from where it stopped.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/member-imports/7/resume')).toHaveLength(1);
  // Resumed: the alert gives way to the progress of the batches.
  expect(await screen.findByText('1000 of 2500 rows read, 1000 imported…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resume import' })).not.toBeInTheDocument();
});
