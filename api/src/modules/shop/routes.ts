// /api/v1/shop/...: catalogue, cart, vouchers and checkout (docs/spec/bookings-commerce.md §7 "Shop and cart").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { idempotencyKeyOf } from '../payments';
import * as s from './schema';
import * as service from './service';
import * as catalogue from './catalogue';

export const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  app.get('/shop/categories/:accountId', { ...pre, schema: s.categoriesSchema }, async (request, reply) =>
    ok(reply, await catalogue.categories(app.db, currentUser(request), request.params.accountId)),
  );

  app.get('/shop/products/:accountId/:categoryId/:searchText', { ...pre, schema: s.productsSchema }, async (request, reply) =>
    ok(reply, await catalogue.productsOf(app.db, currentUser(request), request.params)),
  );

  app.get('/shop/cart/:memberNumber/:userType', { ...pre, schema: s.cartSchema }, async (request, reply) => {
    const user = service.cartOwner(currentUser(request), request.params);
    reply.header('Cache-Control', 'private, no-store');
    return ok(reply, (await service.cartSummary(app.db, user)).lines);
  });

  app.get('/shop/cart-summary/:memberNumber/:userType', { ...pre, schema: s.cartSummarySchema }, async (request, reply) => {
    const user = service.cartOwner(currentUser(request), request.params);
    reply.header('Cache-Control', 'private, no-store');
    return ok(reply, await service.cartSummary(app.db, user));
  });

  app.post('/shop/add-to-cart', { ...pre, schema: s.addToCartSchema }, async (request, reply) =>
    ok(reply, await service.addToCart(app.db, service.cartOwner(currentUser(request), request.body), request.body)),
  );

  app.post('/shop/minus-to-cart', { ...pre, schema: s.minusToCartSchema }, async (request, reply) =>
    ok(reply, await service.minusFromCart(app.db, service.cartOwner(currentUser(request), request.body), request.body)),
  );

  app.post('/shop/remove-from-cart', { ...pre, schema: s.removeFromCartSchema }, async (request, reply) =>
    ok(reply, await service.removeFromCart(app.db, service.cartOwner(currentUser(request), request.body), request.body)),
  );

  app.post('/shop/apply-voucher', { ...pre, schema: s.applyVoucherSchema }, async (request, reply) =>
    ok(reply, await service.applyVoucher(app.db, service.cartOwner(currentUser(request), request.body), request.body.voucherCode)),
  );

  app.post('/shop/check-out', { ...pre, schema: s.checkoutSchema }, async (request, reply) =>
    ok(reply, await service.checkout(app.db, service.cartOwner(currentUser(request), request.body), request.body, idempotencyKeyOf(request))),
  );
};
