import { ReferralBodySchema } from '@portal/shared/contracts';
import { apiFailure, mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { ReferralPage } from './referral-page';

async function fill() {
  await userEvent.type(screen.getByLabelText(/Your name/), 'Rita Referrer');
  await userEvent.type(screen.getByLabelText(/Your email/), 'rita@example.com');
  await userEvent.type(screen.getByLabelText(/Friend's first name/), 'Fred');
  await userEvent.type(screen.getByLabelText(/Friend's last name/), 'Friend');
}

describe('ReferralPage', () => {
  it('sends the referral (blank optional fields left out) and acknowledges it', async () => {
    const api = mockApi({ 'POST /public/refer-a-friend': { message: 'Thank you for referring a friend.', receiptNumber: 'REF-5', receivedAt: '07/01/2030 9:00 AM' } });
    renderWithProviders(<ReferralPage />, { route: '/refer-a-friend?accountId=DEMO01' });
    await fill();
    await userEvent.type(screen.getByLabelText(/Friend's email/), 'fred@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Refer my friend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for referring a friend. Reference REF-5.');
    const body = api.callsTo('POST /public/refer-a-friend')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ accountId: 'DEMO01', referrerName: 'Rita Referrer', friendEmail: 'fred@example.com' });
    expect(body.friendMobile).toBeUndefined();
    expect(body.message).toBeUndefined();
  });

  it('shows the server message and keeps the form', async () => {
    mockApi({ 'POST /public/refer-a-friend': apiFailure(400, "Please enter your friend's e-mail or mobile.") });
    renderWithProviders(<ReferralPage />, { route: '/refer-a-friend?accountId=DEMO01' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Refer my friend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Please enter your friend's e-mail or mobile.");
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Rita Referrer');
  });

  it('bounds every field with the same limit the API schema enforces', () => {
    renderWithProviders(<ReferralPage />, { route: '/refer-a-friend?accountId=DEMO01' });
    const fields: Array<[RegExp, keyof typeof ReferralBodySchema.properties]> = [
      [/Your name/, 'referrerName'],
      [/Your email/, 'referrerEmail'],
      [/Your member number/, 'referrerMemberNumber'],
      [/Friend's first name/, 'friendFirstName'],
      [/Friend's last name/, 'friendLastName'],
      [/Friend's email/, 'friendEmail'],
      [/Friend's mobile/, 'friendMobile'],
      [/Message for the club/, 'message'],
    ];
    for (const [label, field] of fields) {
      const schema = ReferralBodySchema.properties[field] as { maxLength?: number };
      expect(schema.maxLength).toBeGreaterThan(0);
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(schema.maxLength));
    }
  });
});
