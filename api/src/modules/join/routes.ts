// /api/v1/public/join/*: online join (no sign-in; limited per address, codes per mobile too).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf } from '../payments';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import { codeEmailOf, normaliseMobile, sendCode, validateCode, type CodeChannel } from './mobile-code';
import * as schema from './schema';
import * as service from './service';

export const joinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Codes go by SMS only through a real gateway; without one, by e-mail (docs/operations.md).
  const codeChannel: CodeChannel = app.config.sms ? 'sms' : 'email';
  app.get('/public/join/options/:accountId', { schema: schema.optionsSchema }, async (request, reply) =>
    ok(reply, await service.joinOptions(app.db, request.params.accountId)),
  );
  app.post('/public/join/member-exists', { schema: schema.memberExistsSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.join);
    return ok(reply, await service.memberExists(app.db, request.body, app.config.publicOrigin ?? ''));
  });
  app.post('/public/join/mfa-mobile-signup', { schema: schema.sendCodeSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.mobileCode);
    await limit(app.db, request, PUBLIC_RULES.mobileCodeNumber, normaliseMobile(request.body.reference) ?? request.body.reference);
    if (codeChannel === 'email') await limit(app.db, request, PUBLIC_RULES.codeEmail, codeEmailOf(request.body));
    return ok(reply, await sendCode(app.db, request.body, codeChannel));
  });
  app.post('/public/join/mfa-mobile-signup/validate', { schema: schema.validateCodeSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.join);
    return ok(reply, await validateCode(app.db, request.body));
  });
  app.post('/public/join/quote', { schema: schema.quoteSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.join);
    return ok(reply, await service.joinQuote(app.db, request.body));
  });
  app.post('/public/join/terms', { schema: schema.termsSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.join);
    const pdf = await service.joinTerms(app.db, request.body);
    return reply.type('application/pdf').header('content-disposition', 'inline; filename="membership-agreement.pdf"').send(Buffer.from(pdf));
  });
  app.post('/public/join/complete', { schema: schema.completeSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.join);
    return ok(reply, await service.completeJoin(app.db, request.body, idempotencyKeyOf(request), request.user?.userId, app.config.publicOrigin ?? ''));
  });
};
