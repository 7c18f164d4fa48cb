import { apiFailure, mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { GuarantorPage } from './guarantor-page';

// jsdom has no canvas: the signature dialog is a stand-in (its own tests live in @portal/shared).
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  SignatureDialog: ({ opened, onConfirm }: { opened: boolean; onConfirm: (r: unknown) => void }) =>
    opened ? <button onClick={() => onConfirm({ signaturePayload: 'data:image/png;base64,iVBORw0KGgoA', signatureParentGuarantorPayload: '' })}>Test sign</button> : null,
}));

async function fillAndSign() {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Kim');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Kid');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '15/06/2020');
  await userEvent.type(screen.getByLabelText(/Full name/), 'Gary Guardian');
  await userEvent.type(screen.getByLabelText(/^Email/), 'gary@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Sign as guarantor' }));
  await userEvent.click(screen.getByRole('button', { name: 'Test sign' }));
}

describe('GuarantorPage', () => {
  it('sends the signed form and acknowledges it', async () => {
    const api = mockApi({ 'POST /public/guarantor-form': { message: 'Thank you, the signed guarantor form has been received.', receiptNumber: 'GRT-1', receivedAt: '07/01/2030 9:00 AM' } });
    renderWithProviders(<GuarantorPage />, { route: '/guarantor?accountId=DEMO01' });
    await fillAndSign();
    expect(await screen.findByRole('status')).toHaveTextContent('Reference GRT-1');
    expect(api.callsTo('POST /public/guarantor-form')[0]!.body).toMatchObject({ accountId: 'DEMO01', memberFirstName: 'Kim', memberDateOfBirth: '2020-06-15', guarantorName: 'Gary Guardian', signature: expect.stringMatching(/^data:image\/png/) });
  });

  it('shows why the server refused it', async () => {
    mockApi({ 'POST /public/guarantor-form': apiFailure(400, 'A guarantor form is only needed for someone under 18.') });
    renderWithProviders(<GuarantorPage />, { route: '/guarantor?accountId=DEMO01' });
    await fillAndSign();
    expect(await screen.findByRole('alert')).toHaveTextContent('only needed for someone under 18');
  });
});
