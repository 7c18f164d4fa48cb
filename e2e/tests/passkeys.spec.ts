// Passkeys and sessions in Chromium with its virtual authenticator (DevTools' WebAuthn domain: a
// platform authenticator that keeps discoverable keys and verifies the user): a member adds a
// passkey, signs out and signs in with it; removes it and can no longer use it; ends another
// session, and that browser is signed out on its next request. This project's portal is served
// as localhost (playwright.config.ts): a relying party id is a host name, never an IP address.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { MEMBER } from '../support/demo-users';
import { signInAs } from '../support/sign-in';

type Authenticator = { cdp: CDPSession; authenticatorId: string };

async function addVirtualAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/**
 * The virtual authenticator answers every request at once while presence is simulated, the e-mail
 * field's conditional one included, which a person answers only by picking the passkey. Off while
 * a sign-in page waits, so the sign-out lands on the sign-in panel; on when the member signs in.
 */
const presence = (a: Authenticator, enabled: boolean) =>
  a.cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId: a.authenticatorId, enabled });

async function logout(page: Page, authenticator: Authenticator) {
  await presence(authenticator, false);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
}

async function signInWithPasskey(page: Page, authenticator: Authenticator) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  await presence(authenticator, true);
  // The e-mail field's passkey request (conditional UI) is already waiting; the button asks
  // outright. Should the virtual authenticator answer the field's request by itself first, the
  // page has moved on and the outcome below is the same.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click({ timeout: 5_000 }).catch(() => undefined);
}

const passkeys = (page: Page) => page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');

test('a member adds a passkey, signs in with it, removes it and can no longer use it', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await signInAs(page, MEMBER);
  await page.goto('/sign-in-security');
  await expect(page.getByRole('heading', { name: 'Passkeys', exact: true })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Your passkey is added. Next time, sign in with it.')).toBeVisible();
  await expect(passkeys(page)).toHaveCount(1);
  await expect(passkeys(page).first()).toContainText('Chrome on Linux');

  await logout(page, authenticator);
  await signInWithPasskey(page, authenticator);
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await page.goto('/sign-in-security');
  await expect(passkeys(page).first()).toContainText('last used');

  await page.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The passkey is removed.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // The authenticator still holds the key; the portal no longer knows it.
  await logout(page, authenticator);
  await signInWithPasskey(page, authenticator);
  // Once per request the page made (the button's, and the field's when the authenticator answered it too).
  await expect(page.getByText('This passkey could not sign you in. Try again or use your password.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
});

test('a member ends another session and that browser is signed out on its next request', async ({ page, browser }) => {
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await otherContext.newPage();
  try {
    await signInAs(other, MEMBER);
    await signInAs(page, MEMBER);
    await page.goto('/sign-in-security');
    const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    const others = sessions.filter({ hasNotText: 'This device' });
    await expect(others.first()).toBeVisible();
    const before = await others.count();
    await others.first().getByRole('button', { name: /^Sign out/ }).click();
    await expect(page.getByText('That session is signed out.')).toBeVisible();
    await expect(others).toHaveCount(before - 1);

    // The other browser's next request: its session is gone, the sign-in panel shows.
    await other.goto('/sign-in-security');
    await expect(other.getByRole('heading', { name: 'Account Login' })).toBeVisible();
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Passkeys', exact: true })).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
