// The demo club taking its payments through Stripe, for the suites that drive Stripe end to end:
// one test app for the file whose Stripe calls go to the fixture server (or Stripe's test mode,
// STRIPE_TEST_SECRET_KEY), the demo member, ledger rows, and webhooks signed as Stripe signs them.
import { eq } from 'drizzle-orm';
import { clubs, members, payments } from '../../src/db/schema';
import { firstRow } from '../../src/lib/first-row';
import { demoClubId } from '../bookings-helpers/fixtures';
import { createTestApp, nextIp, type TestApp } from '../helpers/test-app';
import { signedWebhook, startStripeTarget, type StripeTarget } from './stripe-fixture-server';

export interface StripeDemoClub {
  target: StripeTarget;
  t: TestApp;
  clubId: number;
  /** member@demo.club's member id. */
  memberId: number;
}

/** Tests that need the offline fixture server (they play Stripe's side themselves) are skipped against Stripe's test mode. */
export const offlineIt = process.env.STRIPE_TEST_SECRET_KEY ? it.skip : it;

/** One Stripe target and test app for the whole file, the demo club on Stripe; `ready` gets them once up. */
export function withStripeDemoClub(ready: (club: StripeDemoClub) => void): void {
  let target: StripeTarget | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    target = await startStripeTarget();
    t = await createTestApp({ stripe: target.config });
    const clubId = await demoClubId(t.handle.db);
    await t.handle.db.update(clubs).set({ paymentGateway: 'stripe' }).where(eq(clubs.id, clubId));
    const memberId = firstRow(await t.handle.db.select().from(members).where(eq(members.email, 'member@demo.club')), 'member').id;
    ready({ target, t, clubId, memberId });
  });
  afterAll(async () => {
    await t?.close();
    await target?.stop();
  });
}

/** The ledger row of payment `id`. */
export async function paymentRow(t: TestApp, id: number) {
  return firstRow(await t.handle.db.select().from(payments).where(eq(payments.id, id)), 'payment');
}

/**
 * Posts `event` to the app's Stripe webhook (`app()` read when called), its Stripe-Signature made by
 * `sign` from the body: the club's secret unless a test forges or tampers with it.
 */
export function stripeWebhookPoster(app: () => TestApp) {
  return (event: object, sign: (payload: string) => string = (payload) => signedWebhook(JSON.parse(payload)).signature) => {
    const payload = JSON.stringify(event);
    return app().app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      payload,
    });
  };
}
