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
import { lastCardSchema, paymentSetupSchema, tokenizeSchema } from './schema';
import { tokenizeCard } from './service';

export const VAULT_RATE_RULE: RateRule = addressRule('vault-ip', 30);

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
    return ok(reply, await paymentSetup(app.db, currentUser(request), request.body));
  });
};

export default paymentsRoutes;
