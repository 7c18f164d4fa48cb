// Starts the club server: config (refuses missing or demo secrets) -> database (migrate; demo data
// on first start only with DEMO_MODE=1) -> listen.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/first-start';
import { buildApp } from './app';
import { NEWCOMER_EMAIL } from './db/seed';
import { DEMO_LOGINS } from './db/seed/demo-logins';
import { now, pinClockFromEnv } from './lib/clock';

async function main() {
  const config = loadConfig();
  // PORTAL_NOW (demo mode only) starts the club's clock at a chosen instant, before the seed reads it.
  pinClockFromEnv();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  // First start of a demo: an empty database gets the deterministic demo data. A real server
  // starts empty; `create-club` makes the first club and its ADMIN (docs/operations.md).
  const { seeded, empty } = await prepareDatabase(handle, { demoMode: config.demoMode });

  const app = await buildApp({ db: handle, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  if (config.demoMode && config.production) {
    app.log.warn('DEMO_MODE=1 in production: demo logins and the outbox listing are public; never on a real club');
  }
  if (empty) {
    app.log.warn('no club yet: create the first club and its ADMIN with create-club (docs/operations.md)');
  }
  const lines = [
    '',
    `Member portal: ${config.publicOrigin}`,
    `API reference: ${config.publicOrigin}/api/docs`,
    `Database: ${where}${seeded ? ' (seeded with demo data)' : ''}`,
  ];
  if (process.env.PORTAL_NOW) lines.push(`Clock pinned (PORTAL_NOW): the server started at ${now().toISOString()}`);
  if (config.demoMode) {
    lines.push(`Outbox (demo): ${config.publicOrigin}/api/v1/dev/outbox`, 'Demo logins:');
    for (const login of DEMO_LOGINS) lines.push(`  ${login.email} / ${login.password}  ${login.who ?? ''}`);
    lines.push(`  ${NEWCOMER_EMAIL}: a member without a login yet; Register, then open the link from the outbox`);
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  // A refused configuration is one line naming the variable, not a stack trace.
  console.error(err instanceof ConfigError ? `Refusing to start: ${err.message}` : err);
  process.exit(1);
});
