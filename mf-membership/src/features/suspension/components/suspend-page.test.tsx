import { mockApi, renderWithProviders, screen, userEvent, retype, waitFor } from '@portal/shared/test-utils';
import { clubToday, dayjs, FREEZE_TYPE_REQUIRED, freezeTooLong } from '@portal/shared';
import { apiFailure } from '@portal/shared/test-utils';
import { SuspendPage } from './suspend-page';

const base = {
  'GET /suspension/reasons': [{ reasonId: 1, reasonText: 'Travel' }],
  'GET /suspension/max-days/:n': { maxSuspensionDays: 90 },
  'GET /suspension/freeze-types': [],
  'POST /suspension/quote': { days: 8, feeCents: 0, debitsNow: [], debitsAfter: [] },
};

describe('SuspendPage', () => {
  it('requires a reason before asking to confirm', async () => {
    mockApi({ ...base, 'GET /suspension/:n': [] });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    expect(screen.getAllByText('Suspend reason is required.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Are you sure you want to suspend?')).toBeNull();
  });

  it('lists the suspension and unsuspends after confirmation', async () => {
    let suspended = true;
    const api = mockApi({
      ...base,
      'GET /suspension/:n': () => (suspended ? [{ id: 5, reasonId: 1, reasonText: 'Travel', suspendFromDate: '02/03/2030', suspendToDate: '09/03/2030', feeCents: 0 }] : []),
      'DELETE /suspension/:n': () => {
        suspended = false;
        return 'success';
      },
    });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    expect(await screen.findByRole('cell', { name: '02/03/2030' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unsuspend' }));
    expect(screen.getByText('Are you sure you want to unsuspend?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Nice job, your current membership is now active.')).toBeTruthy();
    expect(api.callsTo('DELETE /suspension/:n')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('takes From and Until as DD/MM/YYYY, refuses a start before today, and sends DD/MM/YYYY', async () => {
    const api = mockApi({ ...base, 'GET /suspension/:n': [], 'POST /suspension': 'success' });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    await userEvent.click(await screen.findByRole('combobox', { name: /Suspend Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
    const from = screen.getByRole('textbox', { name: /^From/ });
    await userEvent.type(from, dayjs(clubToday()).subtract(1, 'day').format('DD/MM/YYYY'));
    await userEvent.tab();
    expect(from).toHaveAccessibleDescription('Please enter valid date.');

    const start = dayjs(clubToday()).add(2, 'day');
    const end = start.add(7, 'day');
    await retype(from, start.format('DD/MM/YYYY'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Until/ }), end.format('DD/MM/YYYY'));
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Nice job, you current membership has been suspended.')).toBeTruthy();
    expect(api.callsTo('POST /suspension')[0]!.body).toMatchObject({ reasonId: 1, suspendFromString: start.format('DD/MM/YYYY'), suspendToString: end.format('DD/MM/YYYY') });
  });

  it('under the club’s freeze types: asks for a type, shows its rules and the effect on the next debits before confirming', async () => {
    const start = dayjs(clubToday()).add(10, 'day');
    const end = start.add(13, 'day');
    const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
    const api = mockApi({
      ...base,
      'GET /suspension/freeze-types': [{ id: 4, name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'per-week', feeCents: 500, maxPerYear: 2, noticeDays: 3, active: true }],
      'GET /suspension/:n': [],
      'POST /suspension/quote': {
        days: 14, feeCents: 1000,
        debitsNow: [{ date: iso(start.add(2, 'day')), amountCents: 2995 }],
        debitsAfter: [{ date: iso(start.add(16, 'day')), amountCents: 2995 }],
      },
      'POST /suspension': 'success',
    });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    await userEvent.click(await screen.findByRole('combobox', { name: /Suspend Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^From/ }), start.format('DD/MM/YYYY'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Until/ }), end.format('DD/MM/YYYY'));
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(screen.getAllByText(FREEZE_TYPE_REQUIRED).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /suspension/quote')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /Freeze type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Holiday' }));
    expect(screen.getByText("7 to 28 days, $5.00 a week, at most 2 a year, 3 days' notice.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('14 days, fee $10.00.')).toBeTruthy();
    expect(screen.getByText(`${start.add(2, 'day').format('DD/MM/YYYY')} becomes ${start.add(16, 'day').format('DD/MM/YYYY')}: $29.95`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Nice job, you current membership has been suspended.')).toBeTruthy();
    expect(api.callsTo('POST /suspension')[0]!.body).toMatchObject({ freezeTypeId: 4, reasonId: 1 });
    // A fee is charged once: the freeze carries the attempt's Idempotency-Key.
    expect(api.callsTo('POST /suspension')[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('shows the rule a freeze breaks, from the server, under the field it is about, and asks nothing', async () => {
    mockApi({
      ...base,
      'GET /suspension/freeze-types': [{ id: 4, name: 'Holiday', minDays: 7, maxDays: 60, feeKind: 'flat', feeCents: 0, maxPerYear: 2, noticeDays: 0, active: true }],
      'GET /suspension/:n': [],
      'POST /suspension/quote': apiFailure(400, freezeTooLong(28), null, 'suspendToString'),
    });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    await userEvent.click(await screen.findByRole('combobox', { name: /Freeze type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Holiday' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Suspend Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
    const start = dayjs(clubToday()).add(2, 'day');
    await userEvent.type(screen.getByRole('textbox', { name: /^From/ }), start.format('DD/MM/YYYY'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Until/ }), start.add(40, 'day').format('DD/MM/YYYY'));
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Until/ })).toHaveAccessibleDescription(freezeTooLong(28)));
    expect(screen.getByRole('textbox', { name: /^Until/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Are you sure you want to suspend?')).toBeNull();
  });
});
