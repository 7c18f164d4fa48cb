import { mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { SuspensionFormPage } from './member-request-page';

const FORM = { accountId: 'DEMO01', clubName: 'Demo Club', reasons: ['Travel', 'Injury'], today: '2030-01-07', maxSuspensionDays: 90 };
const RECEIPT = { message: 'Thank you, your request has been received.', receiptNumber: 'SUS-1', receivedAt: '07/01/2030 9:00 AM' };

async function fillDetails() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), 'sam@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Sam');
  await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Member');
  await userEvent.click(screen.getByRole('combobox', { name: /Suspend Reason/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
}

describe('SuspensionFormPage', () => {
  it('takes the dates as DD/MM/YYYY and sends them as YYYY-MM-DD', async () => {
    const api = mockApi({ 'GET /public/member-request/suspension': FORM, 'POST /public/member-request/suspension': RECEIPT });
    renderWithProviders(<SuspensionFormPage />, { route: '/suspension-form?accountId=DEMO01&memberNumber=M0001' });
    await fillDetails();
    await userEvent.type(screen.getByRole('textbox', { name: /^From/ }), '10/01/2030');
    await userEvent.type(screen.getByRole('textbox', { name: /^Until/ }), '24/01/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(/Receipt SUS-1/)).toBeInTheDocument();
    expect(api.callsTo('POST /public/member-request/suspension')[0]!.body).toMatchObject({ memberNumber: 'M0001', reason: 'Travel', fromDate: '2030-01-10', toDate: '2030-01-24' });
  });

  it('refuses a start before today with the spec message and sends nothing', async () => {
    const api = mockApi({ 'GET /public/member-request/suspension': FORM, 'POST /public/member-request/suspension': RECEIPT });
    renderWithProviders(<SuspensionFormPage />, { route: '/suspension-form?accountId=DEMO01&memberNumber=M0001' });
    await fillDetails();
    const from = screen.getByRole('textbox', { name: /^From/ });
    await userEvent.type(from, '06/01/2030');
    await userEvent.tab();
    expect(from).toHaveAccessibleDescription('Please enter valid date.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    // The form's own rules ran too (Until is empty) and stopped the request.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Until/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription('Please enter valid date.');
    expect(api.callsTo('POST /public/member-request/suspension')).toHaveLength(0);
  });

  it("a signed-in member's form is theirs: their own e-mail and details, not editable", async () => {
    const member = { memberNumber: '100001', firstName: 'Alex', lastName: 'Morgan', email: 'member@demo.club' };
    const api = mockApi({ 'GET /public/member-request/suspension': { ...FORM, member }, 'POST /public/member-request/suspension': RECEIPT });
    renderWithProviders(<SuspensionFormPage />, { route: '/suspension-form?accountId=DEMO01' });
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveValue('member@demo.club'));
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Member number/ })).toHaveValue('100001');
    await userEvent.click(screen.getByRole('combobox', { name: /Suspend Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^From/ }), '10/01/2030');
    await userEvent.type(screen.getByRole('textbox', { name: /^Until/ }), '24/01/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(/Receipt SUS-1/)).toBeInTheDocument();
    expect(api.callsTo('POST /public/member-request/suspension')[0]!.body).toMatchObject({ ...member });
  });
});
