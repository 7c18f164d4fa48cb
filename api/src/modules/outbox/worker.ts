// Sends pending outbox rows: e-mail over SMTP (nodemailer) from the club, SMS through the SMS
// gateway. A channel without a transport stays pending (listed at /api/v1/dev/outbox in demo
// mode). Several API instances may run the worker: each row is claimed with a conditional update,
// so a message is attempted once per attempt number.
import type { SendMailOptions } from 'nodemailer';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { clubs } from '../../db/schema';
import { senderFor, type ClubMailIdentity } from './club-sender';
import * as repo from './repo';
import type { SmsGateway } from './sms-gateway';

const MAX_ATTEMPTS = 5;

export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export interface OutboxTransports {
  db: Database;
  /** MAIL_FROM: the sender when a message has no club. */
  mailFrom: string;
  mail?: MailTransport;
  sms?: SmsGateway;
  log: FastifyBaseLogger;
}

export interface OutboxWorkerOptions extends OutboxTransports {
  intervalMs?: number;
}

async function clubIdentities(db: Database, rows: repo.OutboxRow[]): Promise<Map<number, ClubMailIdentity>> {
  const ids = [...new Set(rows.map((r) => r.clubId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: clubs.id, name: clubs.name, email: clubs.email, mailFromName: clubs.mailFromName, mailFromAddress: clubs.mailFromAddress })
    .from(clubs)
    .where(inArray(clubs.id, ids));
  return new Map(found.map((c) => [c.id, c]));
}

/** One pass over the pending rows; answers how many were sent. */
export async function sendPending(opts: OutboxTransports): Promise<number> {
  const channels = new Set<string>([...(opts.mail ? ['email'] : []), ...(opts.sms ? ['sms'] : [])]);
  if (channels.size === 0) return 0;
  const pending = (await repo.listPending(opts.db, MAX_ATTEMPTS, 20)).filter((row) => channels.has(row.channel));
  const identities = await clubIdentities(opts.db, pending);
  let sent = 0;
  for (const row of pending) {
    if (!(await repo.claim(opts.db, row))) continue;
    try {
      if (row.channel === 'sms') {
        await opts.sms!.send({ id: row.id, to: row.toAddress, text: row.bodyText });
      } else {
        const sender = senderFor(row.clubId === null ? null : (identities.get(row.clubId) ?? null), opts.mailFrom);
        await opts.mail!.sendMail({
          ...sender,
          to: row.toAddress,
          subject: row.subject ?? '',
          text: row.bodyText,
          ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
          ...(row.attachments ? { attachments: row.attachments } : {}),
        });
      }
      await repo.markSent(opts.db, row.id);
      sent += 1;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log.warn({ outboxId: row.id, channel: row.channel, err: message }, 'outbox send failed');
      await repo.markFailedAttempt(opts.db, row.id, message, row.attempts + 1 >= MAX_ATTEMPTS);
    }
  }
  return sent;
}

export function startOutboxWorker(opts: OutboxWorkerOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sendPending(opts)
      .catch((err) => opts.log.error({ err }, 'outbox worker tick failed'))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs ?? 5000);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
      opts.mail?.close?.();
    },
  };
}
