// The outbox: features call enqueueEmail(); mail is sent by the worker when SMTP_URL is set
// and listed at /api/v1/dev/outbox in demo mode.
import type { Database } from '../../db/client';
import * as repo from './repo';

export interface EmailMessage {
  clubId?: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function enqueueEmail(db: Database, message: EmailMessage): Promise<repo.OutboxRow> {
  return repo.insertOutbox(db, {
    clubId: message.clubId ?? null,
    channel: 'email',
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
    status: 'pending',
  });
}

export async function enqueueSms(db: Database, message: { clubId?: number | null; to: string; text: string }) {
  return repo.insertOutbox(db, {
    clubId: message.clubId ?? null,
    channel: 'sms',
    toAddress: message.to,
    bodyText: message.text,
    status: 'pending',
  });
}

export async function latestMessages(db: Database, opts: { to?: string; limit?: number }) {
  const rows = await repo.listLatest(db, { to: opts.to, limit: opts.limit ?? 50 });
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.toAddress,
    subject: r.subject ?? '',
    body: r.bodyText,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}
