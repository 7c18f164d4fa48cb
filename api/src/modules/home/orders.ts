// /orders: the session user's shop orders with their items, status and a tax-invoice receipt.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderSummary } from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { clubs, orderLines, orders, payments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { NOT_FOUND } from '../../lib/messages';
import type { SessionUser } from '../../plugins/session-user';
import { findClubCached } from '../../lib/club-time';
import { localDate } from '../../lib/club-calendar';
import { renderReceiptPdf } from './receipt-pdf';
import { firstRow } from '../../lib/first-row';
import { joinAddress } from '../../lib/address';

const ORDERS_LIMIT = 100;

export async function listOrders(db: Database, user: SessionUser): Promise<OrderSummary[]> {
  const tz = (await findClubCached(db, user.clubId)).timeZone;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.userId), eq(orders.clubId, user.clubId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_LIMIT);
  const lines = rows.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((o) => o.id))) : [];
  return rows.map((o) => ({
    id: o.id,
    date: localDate(o.createdAt, tz),
    status: o.status,
    totalCents: o.totalCents,
    gstCents: o.gstCents,
    items: lines.filter((l) => l.orderId === o.id).map((l) => ({ name: l.name, quantity: l.quantity, lineTotalCents: l.lineTotalCents })),
    receiptUrl: `/api/v1/portal/orders/${o.id}/receipt`,
  }));
}

export async function orderReceipt(db: Database, user: SessionUser, id: number): Promise<{ pdf: Uint8Array; fileName: string }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw new HttpError(404, NOT_FOUND);
  if (order.userId !== user.userId || order.clubId !== user.clubId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const club = firstRow(await db.select().from(clubs).where(eq(clubs.id, order.clubId)).limit(1), 'club of the order');
  const [payment] = order.paymentId ? await db.select().from(payments).where(eq(payments.id, order.paymentId)).limit(1) : [];
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const items: [string, number][] = lines.map((l) => [`${l.quantity} x ${l.name}`, l.lineTotalCents]);
  if (order.discountCents > 0) items.push(['Discount', -order.discountCents]);
  const pdf = await renderReceiptPdf({
    clubName: club.name,
    abn: club.abn,
    clubAddress: joinAddress(club.street, club.suburb, club.state, club.postCode),
    number: `O-${order.id}`,
    date: localDate(order.createdAt, club.timeZone).split('-').reverse().join('/'),
    paidBy: user.memberNumber,
    lines: items,
    totalCents: order.totalCents,
    gstCents: order.gstCents,
    paymentMethod: payment?.cardLast4 ? `Card ending ${payment.cardLast4}` : 'Card',
  });
  return { pdf, fileName: `receipt-O-${order.id}.pdf` };
}
