// Sends pending outbox e-mail over SMTP (nodemailer). Several API instances may run it: each row
// is claimed with a conditional update, so a message is attempted once per attempt number.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import * as repo from './repo';

const MAX_ATTEMPTS = 5;

export interface OutboxWorkerOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

export function startOutboxWorker(opts: OutboxWorkerOptions): { stop(): Promise<void> } {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  let running: Promise<void> | null = null;
  let stopped = false;

  async function tick() {
    const pending = await repo.listPending(opts.db, MAX_ATTEMPTS, 20);
    for (const row of pending) {
      if (stopped) return;
      // SMS has no provider yet: it stays listed in the outbox.
      if (row.channel !== 'email') continue;
      if (!(await repo.claim(opts.db, row))) continue;
      try {
        await transport.sendMail({
          from: opts.from,
          to: row.toAddress,
          subject: row.subject ?? '',
          text: row.bodyText,
          ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        });
        await repo.markSent(opts.db, row.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        opts.log.warn({ outboxId: row.id, err: message }, 'outbox send failed');
        await repo.markFailedAttempt(opts.db, row.id, message, row.attempts + 1 >= MAX_ATTEMPTS);
      }
    }
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
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
      transport.close();
    },
  };
}
