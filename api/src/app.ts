// buildApp(): one Fastify instance with the plugins, the API modules under /api/v1, the
// OpenAPI document and the built front-end apps.
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { configureLinkSecrets } from './lib/link-secrets';
import { genReqId, lazyRequestLogger, loggerOptions } from './lib/logger';
import accessPolicy from './plugins/access-policy';
import compression from './plugins/compression';
import errorHandler, { frameworkErrorHandler } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import bodyLimits from './plugins/body-limits';
import { DEFAULT_BODY_LIMIT } from './lib/body-limit';
import openapi from './plugins/openapi';
import security from './plugins/security';
import session from './plugins/session';
import staticApps from './plugins/static-apps';
import './plugins/session-user';
import { healthRoutes } from './modules/health';
import { HttpSmsGateway, type SmsGateway, startOutboxWorker } from './modules/outbox';
import { ensureDailySweeps, type JobContext, startJobRunner } from './modules/notifications';
import { ensureTimetableGeneration } from './modules/timetable';
import { featureModules } from './modules';

export interface BuildAppOptions {
  db: DatabaseHandle;
  config: AppConfig;
  /** Feature modules registered under /api/v1 by other parts of the codebase. */
  modules?: ((app: FastifyInstance) => Promise<void>)[];
  /** How often the outbox worker looks for pending messages (tests shorten it). */
  outboxIntervalMs?: number;
  /**
   * The job runner (reminders, waiting-list holds, notification delivery): on by default every
   * 5 s; tests pass false and run jobs themselves (notifications/jobs.ts runDueJobs).
   */
  jobRunner?: false | { intervalMs?: number };
  /** Log destination (tests read it); stdout when absent. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  configureLinkSecrets(config.secrets);
  const app = Fastify({
    logger: options.logStream ? { ...loggerOptions(config.logLevel), stream: options.logStream } : loggerOptions(config.logLevel),
    genReqId,
    childLoggerFactory: lazyRequestLogger,
    // A hop count as Fastify applies it (its types only list the function form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? ((hops) => (_address: string, hop: number) => hop < hops)(config.trustProxy)
        : config.trustProxy,
    // What a request that matches no route may send; each route's own limit fits its schema
    // (plugins/body-limits.ts: sign-in a few kilobytes, signatures and avatars megabytes).
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // Router-level refusals (bad URL, over-long path parameter) answer the envelope as well.
    frameworkErrors: frameworkErrorHandler,
    // Modules open their change listeners on the database while they register; on a loaded
    // machine or a database that is slow to answer that outlasts Fastify's 10 s default, and the
    // instance would refuse to start instead of waiting.
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('dbHandle', db);
  app.decorate('db', db.db);

  await app.register(errorHandler);
  await app.register(security);
  await app.register(inputGuard);
  // Before any route: each route's body limit is set from its schema as it is added.
  await app.register(bodyLimits);
  // Before any route: it adds its onSend hook to the routes registered after it.
  await app.register(compression);
  await app.register(session);
  // After the session (it reads request.user), before any route (it checks each one's rule).
  await app.register(accessPolicy);
  // Before any route, so swagger's onRoute hook sees them all.
  await app.register(openapi);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      for (const mod of [...featureModules, ...(options.modules ?? [])]) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );

  await app.register(staticApps);

  // The worker sends what has a transport: e-mail with SMTP_URL, SMS with SMS_GATEWAY_URL.
  const sms: SmsGateway | undefined = config.sms ? new HttpSmsGateway(config.sms) : undefined;
  if (config.smtpUrl || sms) {
    const worker = startOutboxWorker({
      db: db.db,
      // nodemailer only where mail leaves the machine (SMTP_URL): not loaded otherwise.
      mail: config.smtpUrl ? (await import('nodemailer')).default.createTransport(config.smtpUrl) : undefined,
      sms,
      mailFrom: config.mailFrom,
      log: app.log,
      intervalMs: options.outboxIntervalMs,
    });
    app.addHook('onClose', async () => worker.stop());
  }

  if (options.jobRunner !== false) {
    const runner = startJobRunner(db.db, jobContext(config), { intervalMs: options.jobRunner?.intervalMs, log: app.log });
    app.addHook('onClose', async () => runner.stop());
    // Each club's daily sweep (make-up credits, balances) for its today: scheduled at start and
    // hourly after (a club created meanwhile, a chain broken by a failed job); a no-op once it exists.
    // The timetable's daily generation of sessions likewise (modules/timetable/generation-job.ts).
    const ensureSweeps = () =>
      Promise.all([
        ensureDailySweeps(db.db).catch((err) => app.log.error({ err }, 'scheduling the daily sweeps failed')),
        ensureTimetableGeneration(db.db).catch((err) => app.log.error({ err }, 'scheduling the timetable generation failed')),
      ]);
    app.addHook('onReady', async () => void ensureSweeps());
    const sweeps = setInterval(() => void ensureSweeps(), 3_600_000);
    sweeps.unref();
    app.addHook('onClose', async () => clearInterval(sweeps));
  }

  return app as unknown as FastifyInstance;
}

/** What jobs need from the configuration. */
export function jobContext(config: AppConfig): JobContext {
  return { publicOrigin: config.publicOrigin, mailFrom: config.mailFrom, smsEnabled: Boolean(config.sms) };
}
