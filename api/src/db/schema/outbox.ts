// E-mail and SMS are stored first and sent later (SMTP when configured; listed in demo mode).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { createdAt, enumCheck, id, instant } from './common';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    clubId: integer('club_id').references(() => clubs.id),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** Extra e-mail headers (List-Unsubscribe) and attachments (a booking's .ics). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** While a worker sends the row, no other instance may claim it; a crashed send expires. */
    claimedUntil: instant('claimed_until'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    enumCheck('outbox_channel_check', 'channel', OUTBOX_CHANNELS),
    enumCheck('outbox_status_check', 'status', OUTBOX_STATUSES),
    index('outbox_status_idx').on(t.status, t.createdAt),
  ],
);
