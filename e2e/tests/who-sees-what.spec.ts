// Who sees what: a prospect's menu holds only what a prospect can use, and deregister
// shows its success (signing out remounts the page; the success used to vanish).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PROSPECT } from '../support/demo-users';
import { signInAs } from '../support/sign-in';

test('a prospect sees no menu entry that leads to a refusal', async ({ page }) => {
  await signInAs(page, PROSPECT);
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
  for (const name of ['My Membership', 'Book Creche', 'Current Bookings', 'Past Bookings', 'My Extras', 'Suspend Membership', 'My Children']) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }
});

/** A new member joined through the real API (the code comes from the demo outbox). */
async function joinedMember(request: APIRequestContext, email: string, password: string) {
  const options = (await (await request.get('/api/v1/public/join/options/DEMO01')).json()).payload as {
    today: string;
    membershipTypes: { id: number; isDirectDebit: boolean }[];
    questionnaire: string[];
  };
  const pif = options.membershipTypes.find((m) => !m.isDirectDebit)!;
  const mobile = '0400 818 818';
  const sent = (await (await request.post('/api/v1/public/join/mfa-mobile-signup', {
    data: { firstName: 'Dee', lastName: 'Registering', reference: mobile, email, accountId: 'DEMO01' },
  })).json()).payload as { reference: string };
  const mails = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()).payload as { body: string }[];
  const code = /(\d{6})/.exec(mails[0]!.body)![1];
  const token = (await (await request.post('/api/v1/public/join/mfa-mobile-signup/validate', { data: { reference: sent.reference, mfaCode: code } })).json())
    .payload.token as string;
  const card = (await (await request.post('/api/v1/payments/vault/tokenize', {
    data: { ccNumber: '4242424242424242', ccNameOnCard: 'Dee Registering', ccExpiryMonth: '12', ccExpiryYear: String(new Date().getFullYear() + 2), cccVv: '123', accountId: 'DEMO01' },
  })).json()).payload as { Token: string; TokenReference: string };
  const done = await request.post('/api/v1/public/join/complete', {
    headers: { 'idempotency-key': `e2e-deregister-${Date.now()}` },
    data: {
      accountId: 'DEMO01', membershipTypeId: pif.id, paymentType: 17, membershipStartDate: options.today, paymentStartDate: options.today,
      firstName: 'Dee', lastName: 'Registering', dateOfBirth: '1990-04-04', gender: 'F', email, mobileNumber: mobile, password,
      mobileReference: sent.reference, mobileToken: token,
      questionnaire: Object.fromEntries(options.questionnaire.map((q) => [q, false])),
      signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      token: card.Token, tokenReference: card.TokenReference,
    },
  });
  expect(done.ok()).toBe(true);
}

test('deregister shows its success after the login is removed', async ({ page, request }) => {
  const email = 'dee.deregister@example.com';
  const password = 'deregister-1';
  await joinedMember(request, email, password);
  await signInAs(page, email, { password });
  await page.goto('/deregister');
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Remove my login' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your portal login has been removed.')).toBeVisible();
  await expect(page.getByText(/first to remove your portal login/)).toHaveCount(0);
});
