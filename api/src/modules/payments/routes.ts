// Payment routes under /api/v1/payments. The vault endpoint is public (the capture page also runs
// in signed-out join flows) and rate-limited per address in the database.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import * as M from '../../lib/messages';
import { assertMemberNumber, currentUser } from '../../lib/ownership';
import { addressRule, isOverLimit, type RateRule } from '../../lib/rate-limit';
import { lastUsedCard, NO_SAVED_CARD, paymentSetup } from './member-payments';
import * as repo from './repo';
import { completeConfirmation, confirmationOf } from './confirmation';
import { stripeSettings } from './gateway-registry';
import { completeConfirmationSchema, confirmPaymentSchema, lastCardSchema, paymentSetupSchema, stripeWebhookSchema, tokenizeSchema } from './schema';
import { tokenizeCard } from './service';
import { handleStripeEvent } from './settlement';
import { INVALID_STRIPE_SIGNATURE, paymentEventOf, verifiedStripeEvent } from './stripe-gateway';

export const VAULT_RATE_RULE: RateRule = addressRule('vault-ip', 30);
export const CONFIRM_RATE_RULE: RateRule = addressRule('confirm-payment-ip', 30);
export const STRIPE_NOT_ENABLED = 'Stripe is not configured on this server.';
/** Stripe's events are small; a megabyte leaves room for a large PaymentIntent. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/payments/vault/tokenize', { config: { access: { public: true } }, schema: tokenizeSchema }, async (request, reply) => {
    if (await isOverLimit(app.db, VAULT_RATE_RULE, request.ip, app.config)) throw new HttpError(429, M.TOO_MANY_REQUESTS);
    const body = request.body;
    const clubId = request.user?.clubId ?? (body.accountId ? await repo.findClubIdByAccount(app.db, body.accountId) : null);
    const card = await tokenizeCard(app.db, clubId, {
      ccNumber: body.ccNumber,
      ccNameOnCard: body.ccNameOnCard,
      ccExpiryMonth: body.ccExpiryMonth === undefined ? undefined : String(body.ccExpiryMonth),
      ccExpiryYear: body.ccExpiryYear === undefined ? undefined : String(body.ccExpiryYear),
      cccVv: body.cccVv,
    });
    return ok(reply, {
      Token: card.token,
      TokenReference: card.tokenReference,
      CardNumber: card.maskedNumber,
      NameOnCard: card.nameOnCard,
      ExpiryMonth: String(card.expiryMonth).padStart(2, '0'),
      ExpiryYear: String(card.expiryYear),
    });
  });

  app.get('/payments/last-card/:memberNumber', { schema: lastCardSchema, preHandler: app.requireUser }, async (request, reply) => {
    const user = assertMemberNumber(request, request.params.memberNumber);
    const card = await lastUsedCard(app.db, user.clubId, user.memberNumber);
    if (!card) throw new HttpError(404, NO_SAVED_CARD);
    return ok(reply, card);
  });

  app.post('/payments/payment-setup', {
    config: { access: { remote: 'mf-membership', who: ['member'], feature: 'allowMemberPaymentChange' } },
    schema: paymentSetupSchema, preHandler: app.requireUser }, async (request, reply) => {
    return ok(reply, await paymentSetup(app.db, currentUser(request), request.body, { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' }));
  });

  // The signed link is the credential: the page is opened from an e-mail or SMS, signed out.
  app.get('/payments/confirm/:ref', { config: { access: { public: true } }, schema: confirmPaymentSchema }, async (request, reply) => {
    if (await isOverLimit(app.db, CONFIRM_RATE_RULE, request.ip, app.config)) throw new HttpError(429, M.TOO_MANY_REQUESTS);
    return ok(reply, await confirmationOf(app.db, request.params.ref));
  });

  app.post('/payments/confirm/:ref', { config: { access: { public: true } }, schema: completeConfirmationSchema }, async (request, reply) => {
    if (await isOverLimit(app.db, CONFIRM_RATE_RULE, request.ip, app.config)) throw new HttpError(429, M.TOO_MANY_REQUESTS);
    return ok(reply, await completeConfirmation(app.db, request.params.ref, request.body.confirmation));
  });

  // Stripe signs the exact bytes it sent, so this route keeps the raw body (its own parser, in its own context).
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post('/payments/stripe/webhook', { config: { access: { public: true } }, bodyLimit: WEBHOOK_BODY_LIMIT, schema: stripeWebhookSchema }, async (request, reply) => {
      const settings = stripeSettings();
      if (!settings) throw new HttpError(404, STRIPE_NOT_ENABLED);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verifiedStripeEvent(settings.webhookSecret, body, [request.headers['stripe-signature']].flat()[0]);
      if (!event) throw new HttpError(400, INVALID_STRIPE_SIGNATURE);
      const handling = await handleStripeEvent(app.db, paymentEventOf(event));
      return ok(reply, { received: true, handling });
    });
  });
};

export default paymentsRoutes;
