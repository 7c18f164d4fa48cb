// Shop rules: the signed-in user's cart, vouchers and the one-transaction checkout (the catalogue
// is catalogue.ts).
import {
  NO_ACCESS_MESSAGE,
  SHOP_CART_CHANGED_MESSAGE,
  SHOP_CART_EMPTY_MESSAGE,
  SHOP_IDEMPOTENCY_REQUIRED_MESSAGE,
  SHOP_NOT_ENOUGH_STOCK_MESSAGE,
  SHOP_NOT_IN_CART_MESSAGE,
  SHOP_OUT_OF_STOCK_MESSAGE,
  SHOP_PRODUCT_NOT_FOUND_MESSAGE,
  VOUCHER_EXPIRED_MESSAGE,
  VOUCHER_INVALID_MESSAGE,
  VOUCHER_MIN_SPEND_MESSAGE,
  VOUCHER_USED_MESSAGE,
  type AddToCartBody,
  type CartProductBody,
  type CartSummary,
  type CheckoutBody,
  type CheckoutPayload,
} from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import { noticePaymentFailed, noticePaymentReceipt } from '../notifications';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import { payerFor } from '../household';
import { payer, payOnce, storedPayment } from '../payments';
import { tokenForCheckout } from './gateway';
import { priceCart, type PricedItem, type VoucherRule } from './pricing';
import * as repo from './repo';
import type { Db } from './repo';
import { now as clockNow } from '../../lib/clock';

type Voucher = NonNullable<Awaited<ReturnType<typeof repo.findVoucherById>>>;

export const CHECKOUT_PURPOSE = 'shop-order';

/** The session user, when the cart a request names is theirs. */
export function cartOwner(user: SessionUser, named: { memberNumber: string; userType: number }): SessionUser {
  if (named.memberNumber.trim() !== user.memberNumber || named.userType !== user.userType) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return user;
}

/** Why a voucher cannot be used now, or null when it can. */
async function voucherProblem(db: Db, v: Voucher, userId: number, subtotalCents: number, now = clockNow()) {
  if (!v.active) return VOUCHER_INVALID_MESSAGE(v.code);
  if (v.expiresAt && v.expiresAt.getTime() <= now.getTime()) return VOUCHER_EXPIRED_MESSAGE;
  if (subtotalCents < v.minSpendCents) return VOUCHER_MIN_SPEND_MESSAGE(formatMoney(v.minSpendCents));
  if (v.singleUsePerMember && (await repo.hasRedeemed(db, v.id, userId))) return VOUCHER_USED_MESSAGE;
  return null;
}

const ruleOf = (v: Voucher): VoucherRule => ({ code: v.code, kind: v.kind, value: v.value });

async function itemsOf(db: Db, cartId: number): Promise<PricedItem[]> {
  const rows = await repo.cartLines(db, cartId);
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    image: r.image,
    unitPriceCents: r.unitPriceCents,
    quantity: r.quantity,
  }));
}

/**
 * The priced cart. A stored voucher that no longer applies (expired, below minimum spend after
 * a minus) is simply not applied; it comes back if the cart qualifies again.
 */
async function summaryOf(db: Db, user: SessionUser, cart: { id: number; voucherId: number | null } | undefined) {
  if (!cart) return priceCart([], null);
  const items = await itemsOf(db, cart.id);
  let rule: VoucherRule | null = null;
  if (cart.voucherId && items.length) {
    const v = await repo.findVoucherById(db, cart.voucherId);
    const subtotal = items.reduce((a, it) => a + it.unitPriceCents * it.quantity, 0);
    if (v && !(await voucherProblem(db, v, user.userId, subtotal))) rule = ruleOf(v);
  }
  return priceCart(items, rule);
}

export async function cartSummary(db: Database, user: SessionUser): Promise<CartSummary> {
  return summaryOf(db, user, await repo.findCart(db, user.userId));
}

export async function addToCart(db: Database, user: SessionUser, body: AddToCartBody): Promise<'success'> {
  const quantity = body.quantity ?? 1;
  await db.transaction(async (tx) => {
    const product = await repo.findProduct(tx, user.clubId, body.productId);
    if (!product) throw new HttpError(404, SHOP_PRODUCT_NOT_FOUND_MESSAGE);
    if (product.stock <= 0) throw new HttpError(409, SHOP_OUT_OF_STOCK_MESSAGE(product.name));
    const cart = await repo.ensureCart(tx, user.userId);
    if (body.clearInCart) await repo.clearCart(tx, cart.id);
    const now = await repo.addQuantity(tx, cart.id, product.id, quantity);
    // Checked after the upsert, inside the transaction: an over-stock add rolls back whole.
    if (now > product.stock) throw new HttpError(409, SHOP_NOT_ENOUGH_STOCK_MESSAGE(product.name, product.stock));
    await repo.touchCart(tx, cart.id);
  });
  return 'success';
}

export async function minusFromCart(db: Database, user: SessionUser, body: CartProductBody): Promise<'success'> {
  await db.transaction(async (tx) => {
    const cart = await repo.findCart(tx, user.userId, true);
    const line = cart && (await repo.findLine(tx, cart.id, body.productId));
    if (!cart || !line) throw new HttpError(404, SHOP_NOT_IN_CART_MESSAGE);
    await repo.setLineQuantity(tx, line.id, line.quantity - 1);
    await repo.touchCart(tx, cart.id);
  });
  return 'success';
}

export async function removeFromCart(db: Database, user: SessionUser, body: CartProductBody): Promise<'success'> {
  await db.transaction(async (tx) => {
    const cart = await repo.findCart(tx, user.userId, true);
    if (!cart || !(await repo.deleteLine(tx, cart.id, body.productId))) throw new HttpError(404, SHOP_NOT_IN_CART_MESSAGE);
    await repo.touchCart(tx, cart.id);
  });
  return 'success';
}

/** Validates the code against the current cart; valid: stored on the cart; invalid: the stored one is cleared. */
export async function applyVoucher(db: Database, user: SessionUser, code: string): Promise<CartSummary> {
  const result = await db.transaction(async (tx) => {
    const cart = await repo.ensureCart(tx, user.userId);
    const items = await itemsOf(tx, cart.id);
    const subtotal = items.reduce((a, it) => a + it.unitPriceCents * it.quantity, 0);
    const v = await repo.findVoucherByCode(tx, user.clubId, code);
    const problem = !v ? VOUCHER_INVALID_MESSAGE(code.trim()) : !items.length ? SHOP_CART_EMPTY_MESSAGE : await voucherProblem(tx, v, user.userId, subtotal);
    await repo.touchCart(tx, cart.id, problem || !v ? null : v.id);
    return problem ? { problem } : { summary: priceCart(items, ruleOf(v!)) };
  });
  if ('problem' in result) throw new HttpError(400, result.problem as string);
  return result.summary;
}

type CartLine = { productId: number; quantity: number };

const canonicalLines = (lines: CartLine[]): CartLine[] =>
  [...lines].map((l) => ({ productId: l.productId, quantity: l.quantity })).sort((a, b) => a.productId - b.productId);

const sameLines = (a: CartLine[], b: CartLine[]): boolean => JSON.stringify(canonicalLines(a)) === JSON.stringify(canonicalLines(b));

/**
 * One transaction (payOnce): claim the shopper's Idempotency-Key, lock the cart and the product
 * rows, check stock, price on the server, charge, and only on approval write the order, take the
 * stock (conditional update), record the voucher use and empty the cart. A decline or any failure
 * leaves the cart, the stock and the key as they were; short stock is refused before any charge.
 * The same key with the same request answers the first order; with another request, 409. The
 * cart is part of the request: the lines the shopper reviewed (`cartLines`), or the cart as it is
 * now when the client sends none, so a reused key with another cart is a 409, never the first order.
 */
export async function checkout(
  db: Database,
  user: SessionUser,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
): Promise<CheckoutPayload> {
  if (!idempotencyKey) throw new HttpError(400, SHOP_IDEMPOTENCY_REQUIRED_MESSAGE);
  const current = await repo.findCart(db, user.userId);
  const currentLines = current ? (await itemsOf(db, current.id)).map((i) => ({ productId: i.productId, quantity: i.quantity })) : [];
  const reviewed = body.cartLines ? canonicalLines(body.cartLines) : canonicalLines(currentLines);
  const purchase = {
    clubId: user.clubId,
    payer: payer.user(user.userId),
    key: idempotencyKey,
    route: 'POST /shop/check-out',
    body: { ...body, cartLines: reviewed },
  };
  const stored = await storedPayment<CheckoutPayload>(db, purchase);
  if (stored) return stored;
  const shopper = await repo.memberOfUser(db, user.userId);
  const memberId = shopper?.id ?? null;
  // A household's dependant shops on their payer's stored card: the payment, its receipt and a
  // decline notice are the payer's; the order, the cart and the voucher use stay the dependant's.
  const paidBy = shopper ? await payerFor(db, shopper) : null;
  const payerId = paidBy?.memberId ?? null;
  const forName = shopper && paidBy?.isDependant ? `${shopper.firstName} ${shopper.lastName}` : null;
  const what = forName ? `${forName}'s shop order` : 'your shop order';
  // Tokenise before the transaction: the card number is used once here and never stored.
  const token = await tokenForCheckout(db, { clubId: user.clubId, memberId }, paidBy, body);

  // A voucher that stopped applying (expired since it was applied, used up) is named once and
  // taken off the cart, so the next Process Payment pays the price the reloaded review shows
  // instead of failing on the same voucher again and again.
  let voucherRefused = false;
  let attemptedCents = 0;
  const paid = payOnce(db, purchase, async (tx, pay) => {
    const cart = await repo.findCart(tx, user.userId, true);
    const items = cart ? await itemsOf(tx, cart.id) : [];
    if (!cart || !items.length) throw new HttpError(400, SHOP_CART_EMPTY_MESSAGE);
    // Charge only for the cart the shopper reviewed.
    if (!sameLines(items, reviewed)) throw new HttpError(409, SHOP_CART_CHANGED_MESSAGE);

    const locked = await repo.lockProducts(tx, items.map((i) => i.productId));
    const byId = new Map(locked.map((p) => [p.id, p]));
    for (const it of items) {
      const p = byId.get(it.productId);
      if (!p || !p.active) throw new HttpError(409, SHOP_OUT_OF_STOCK_MESSAGE(it.name));
      if (p.stock <= 0) throw new HttpError(409, SHOP_OUT_OF_STOCK_MESSAGE(p.name));
      if (p.stock < it.quantity) throw new HttpError(409, SHOP_NOT_ENOUGH_STOCK_MESSAGE(p.name, p.stock));
    }

    // The code typed at checkout wins over the one stored on the cart; either must still be valid.
    const subtotal = items.reduce((a, it) => a + it.unitPriceCents * it.quantity, 0);
    const typed = body.voucherCode?.trim();
    const voucher = typed
      ? await repo.findVoucherByCode(tx, user.clubId, typed)
      : cart.voucherId
        ? await repo.findVoucherById(tx, cart.voucherId)
        : undefined;
    if (typed && !voucher) throw new HttpError(400, VOUCHER_INVALID_MESSAGE(typed));
    if (voucher) {
      const problem = await voucherProblem(tx, voucher, user.userId, subtotal);
      if (problem) {
        voucherRefused = true;
        throw new HttpError(400, problem);
      }
    }
    const priced = priceCart(items, voucher ? ruleOf(voucher) : null);

    attemptedCents = priced.totalCents;
    const description = forName ? `Shop order for ${forName}` : undefined;
    const charge = await pay({ amountCents: priced.totalCents, purpose: CHECKOUT_PURPOSE, memberId: payerId, token, description });
    if (charge.status !== 'approved') throw new HttpError(402, charge.message || 'Unable to process payment, please try again.');

    const orderId = await repo.insertOrder(tx, {
      userId: user.userId,
      clubId: user.clubId,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      gstCents: priced.gstCents,
      totalCents: priced.totalCents,
      voucherCode: voucher?.code ?? null,
      paymentId: charge.paymentId,
      status: 'paid',
    });
    await repo.insertOrderLines(
      tx,
      priced.lines.map((l) => ({
        orderId,
        productId: l.productId,
        name: l.productName,
        unitPriceCents: l.priceCents,
        quantity: l.itemQuantity,
        lineTotalCents: l.totalCents,
      })),
    );
    for (const it of items) {
      // Rows are locked, so this holds; the condition keeps stock >= 0 even if it did not.
      if (!(await repo.takeStock(tx, it.productId, it.quantity))) throw new HttpError(409, SHOP_OUT_OF_STOCK_MESSAGE(it.name));
    }
    if (voucher) {
      await repo.insertRedemption(tx, { voucherId: voucher.id, memberId, userId: user.userId, orderId, discountCents: priced.discountCents });
    }
    await repo.clearCart(tx, cart.id);
    await repo.touchCart(tx, cart.id, null);
    if (payerId) await noticePaymentReceipt(tx, { clubId: user.clubId, memberId: payerId, reference: charge.paymentId, amountCents: priced.totalCents, what });
    return paidPayload({ orderId, paymentId: charge.paymentId, totalCents: priced.totalCents });
  }).catch(async (error: unknown) => {
    if (voucherRefused && current) await repo.touchCart(db, current.id, null);
    throw error;
  });
  try {
    return (await paid).response;
  } catch (err) {
    // A declined card rolled everything back; the member is told once per attempt (its key).
    if (payerId && err instanceof HttpError && err.status === 402) {
      await noticePaymentFailed(db, { clubId: user.clubId, memberId: payerId, reference: idempotencyKey, amountCents: attemptedCents, what });
    }
    throw err;
  }
}

function paidPayload(o: { orderId: number; paymentId: number; totalCents: number }): CheckoutPayload {
  return {
    orderId: o.orderId,
    paymentId: o.paymentId,
    totalCents: o.totalCents,
    total: formatMoney(o.totalCents),
    message: 'Transaction Successful.  Please go to the club to collect it (if applicable).',
  };
}
