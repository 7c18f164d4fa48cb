import { mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { WaiverPage } from './waiver-page';

// jsdom has no canvas: the signature dialog is a stand-in (its own tests live in @portal/shared).
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  SignatureDialog: ({ opened, onConfirm, requireGuarantor }: { opened: boolean; requireGuarantor?: boolean; onConfirm: (r: unknown) => void }) =>
    opened ? <button onClick={() => onConfirm({ signaturePayload: 'data:image/png;base64,iVBORw0KGgoA', signatureParentGuarantorPayload: requireGuarantor ? 'data:image/png;base64,iVBORw0KGgoB' : '' })}>Test sign</button> : null,
}));

const INFO = { clubName: 'Demo Club', feeCents: 2500, waiverText: 'I accept the risk.', pciVaultEnabled: true, today: '2030-01-07' };

describe('WaiverPage', () => {
  it('shows the waiver, signs it and acknowledges with a reference', async () => {
    const api = mockApi({ 'GET /public/waiver-form/:accountId': INFO, 'POST /public/waiver-form': { message: 'Thank you, your signed waiver has been received.', receiptNumber: 'WVR-2', receivedAt: '07/01/2030 9:00 AM' } });
    renderWithProviders(<WaiverPage />, { route: '/waiver?accountId=DEMO01' });
    expect(await screen.findByText('I accept the risk.')).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Sign waiver' });
    expect(sign).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/First name/), 'Wendy');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Waiver');
    await userEvent.type(screen.getByLabelText(/Email/), 'wendy@example.com');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '01/01/2020');
    // Under 18: a parent or guarantor must be named (and signs too).
    expect(sign).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Parent or guarantor name/), 'Pam Parent');
    await userEvent.click(sign);
    await userEvent.click(screen.getByRole('button', { name: 'Test sign' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your signed waiver has been received. Reference WVR-2');
    expect(api.callsTo('POST /public/waiver-form')[0]!.body).toMatchObject({ accountId: 'DEMO01', firstName: 'Wendy', dateOfBirth: '2020-01-01', guarantorName: 'Pam Parent', signatureParentGuarantor: expect.stringMatching(/^data:image\/png/) });
  });
});
