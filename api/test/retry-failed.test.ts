// What gave up is retried once its cause is fixed, without SQL: an e-mail that failed every
// attempt while SMTP was down, and a job that failed every attempt, get a fresh set of attempts
// (retry-failed); the e-mail then goes exactly once and the job runs once. What never failed is
// left alone.
import { eq } from 'drizzle-orm';
import { jobContext } from '../src/app';
import { notificationJobs, outbox } from '../src/db/schema';
import { nowMs, pinClock, resetClock } from '../src/lib/clock';
import { registerJobHandler, requeueFailedJobs, scheduleJob } from '../src/modules/notifications';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { enqueueEmail, requeueFailedMessages } from '../src/modules/outbox';
import { sendPending, type MailTransport } from '../src/modules/outbox/worker';
import { withTestApp } from './helpers/shared-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
withTestApp(async (app) => {
  t = app;
});
afterEach(() => resetClock());

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;

it('an e-mail that failed every attempt while SMTP was down goes once after retry-failed', async () => {
  const db = t.handle.db;
  await enqueueEmail(db, { clubId: null, to: 'stuck@example.com', subject: 'Your receipt', text: 'Thanks.' });
  const down: MailTransport = { sendMail: async () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:587')) };
  for (let i = 0; i < 5; i += 1) await sendPending({ db, mailFrom: 'portal@example.com', mail: down, log: silent });
  const [failed] = await db.select().from(outbox).where(eq(outbox.toAddress, 'stuck@example.com'));
  expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
  expect(failed!.lastError).toContain('ECONNREFUSED');
  // Nothing retries it on its own, whatever the transport.
  const sent: string[] = [];
  const up: MailTransport = { sendMail: async (mail) => void sent.push(String(mail.to)) };
  await sendPending({ db, mailFrom: 'portal@example.com', mail: up, log: silent });
  expect(sent).toEqual([]);

  expect(await requeueFailedMessages(db)).toBeGreaterThanOrEqual(1);
  await Promise.all([
    sendPending({ db, mailFrom: 'portal@example.com', mail: up, log: silent }),
    sendPending({ db, mailFrom: 'portal@example.com', mail: up, log: silent }),
  ]);
  expect(sent.filter((to) => to === 'stuck@example.com')).toHaveLength(1);
  const [after] = await db.select().from(outbox).where(eq(outbox.id, failed!.id));
  expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  expect(await requeueFailedMessages(db)).toBe(0);
});

it('a job that failed every attempt runs once after retry-failed; a job not yet due is left alone', async () => {
  const db = t.handle.db;
  let broken = true;
  let runs = 0;
  registerJobHandler('test-retry-failed', async () => {
    if (broken) throw new Error('the debit gateway refused the key');
    runs += 1;
  });
  await scheduleJob(db, { kind: 'test-retry-failed', runAt: new Date(nowMs()), payload: {}, dedupeKey: 'test-retry-failed:1' });
  await scheduleJob(db, { kind: 'test-retry-failed-done', runAt: new Date(nowMs() + 3_600_000 * 24 * 365), payload: {}, dedupeKey: 'test-retry-failed:2' });
  // Five attempts, each after its back-off.
  for (let i = 0; i < 5; i += 1) {
    pinClock(new Date(nowMs() + 3_600_000));
    await runDueJobs(db, jobContext(t.config));
  }
  const [failed] = await db.select().from(notificationJobs).where(eq(notificationJobs.dedupeKey, 'test-retry-failed:1'));
  expect(failed).toMatchObject({ status: 'failed', attempts: 5 });

  broken = false;
  expect(await requeueFailedJobs(db)).toBeGreaterThanOrEqual(1);
  await Promise.all([runDueJobs(db, jobContext(t.config)), runDueJobs(db, jobContext(t.config))]);
  expect(runs).toBe(1);
  const [done] = await db.select().from(notificationJobs).where(eq(notificationJobs.dedupeKey, 'test-retry-failed:1'));
  expect(done).toMatchObject({ status: 'done' });
  const [later] = await db.select().from(notificationJobs).where(eq(notificationJobs.dedupeKey, 'test-retry-failed:2'));
  expect(later).toMatchObject({ status: 'pending', attempts: 0 });
});
