// Quality gates: security headers and CSP that the composed portal satisfies, a new
// session id at every sign-in, foreign-origin state changes refused, and the card-capture message
// from a foreign origin ignored.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, MEMBER } from '../support/demo-users';
import { expectPageContent } from '../support/page-content';
import { signInAs } from '../support/sign-in';

/** Collects CSP violations reported by the page, from the DOM event and from the console. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [...violations, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? [])];
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'portal_sid')?.value;

test('the shell page carries the security headers and a CSP without unsafe script sources', async ({ request }) => {
  const res = await request.get('/login');
  const h = res.headers();
  expect(h['content-security-policy']).toContain("default-src 'self'");
  expect(h['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  expect(h['content-security-policy']).toContain("object-src 'none'");
  // Portal pages are never framed; only the card-capture page may be, by the portal itself.
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
  expect(h['x-frame-options']).toBe('DENY');
  const vault = (await request.get('/onlineoffers/pcivault')).headers();
  expect(vault['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(vault['x-frame-options']).toBe('SAMEORIGIN');
});

test('signing in and opening every remote raises no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signInAs(page, MEMBER);
  // One page per remote for this user, taken from the menu the shell draws.
  for (const path of ['/profile', '/membership', '/current-bookings', '/shop']) {
    await page.goto(path);
    await expectPageContent(page);
  }
  expect(await violations()).toEqual([]);
});

test('every sign-in issues a new session id, whatever cookie the browser brought', async ({ page, context, baseURL }) => {
  // A fixated id planted before sign-in must not survive it.
  await context.addCookies([{ name: 'portal_sid', value: 'planted-by-attacker', url: baseURL! }]);
  await signInAs(page, MEMBER);
  const first = await sessionCookie(page);
  expect(first).toBeTruthy();
  expect(first).not.toBe('planted-by-attacker');
  const again = await page.request.post('/api/v1/auth/login', {
    data: { userName: MEMBER, password: DEMO_PASSWORD, platform: 'web', deviceId: 'e2e' },
  });
  expect(again.status()).toBe(200);
  const second = await sessionCookie(page);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
});

test('a state-changing request from a foreign origin is refused', async ({ request }) => {
  const res = await request.post('/api/v1/auth/login', {
    headers: { origin: 'https://evil.example' },
    data: { userName: MEMBER, password: DEMO_PASSWORD, platform: 'web', deviceId: 'e2e' },
  });
  expect(res.status()).toBe(403);
  const body = await res.json();
  expect(body.statusCode).toBe(403);
  expect(res.headers()['set-cookie'] ?? '').not.toContain('portal_sid=');
});

test('the card-capture message is ignored unless it comes from the capture frame on our origin', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/payment-setup');
  const frame = page.locator('iframe[title="Card details"]');
  await expect(frame).toBeVisible();
  const post = (origin: 'foreign' | 'own', cardNumber: string) =>
    page.evaluate(
      ([o, n]) => {
        const iframe = document.querySelector('iframe[title="Card details"]') as HTMLIFrameElement;
        const data = { CardNumber: n, NameOnCard: 'Mallory', ExpiryMonth: '12', ExpiryYear: '2030', Token: 'tok', TokenReference: 'ref' };
        const origin = o === 'own' ? window.location.origin : 'https://evil.example';
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: iframe.contentWindow }));
        // Let React render whatever the listener set.
        return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)));
      },
      [origin, cardNumber] as const,
    );
  await post('foreign', 'XXXX-EVIL');
  await expect(page.getByText('XXXX-EVIL')).toHaveCount(0);
  // Control: the same message from our own origin and the frame is taken.
  await post('own', 'XXXX-4242');
  await expect(page.getByText(/XXXX-4242/)).toBeVisible();
});

test('script stored in a text field comes back inert in the page', async ({ page }) => {
  const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
  await signInAs(page, MEMBER);
  const me = await (await page.request.get('/api/v1/auth/me')).json();
  const memberNumber = me.payload.memberNumber as string;
  // Store the payload in a child's notes and name, through the API as the page would.
  const created = await page.request.post('/api/v1/member-kids', {
    data: { memberNumber, firstName: 'Xss', lastName: payload.slice(0, 90), dateOfBirth: '01/01/2020', gender: 'M', notes: payload },
  });
  expect(created.status(), 'the payload must be stored before its rendering can be checked').toBe(200);
  await page.goto('/children');
  await expectPageContent(page);
  await expect(page.getByText('Xss').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
