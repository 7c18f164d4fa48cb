// The production topology of docker-compose.yml, proved natively (no machine here runs a Docker
// engine): from a built portal (`pnpm build` and `pnpm --filter @portal/api run build`) it
//   1. runs `nginx -t` on every nginx config of the repo, as the images use them, and on the
//      configs it writes below;
//   2. creates a fresh PostgreSQL database, runs the migrate entry once and seeds the demo data;
//   3. starts TWO API instances from the compiled build (NODE_ENV=production, no DEMO_MODE);
//   4. serves the shell and each remote from its own built folder, one Debian nginx per app with
//      the repo's deploy/nginx/static-app.conf, and the repo's deploy/nginx/proxy.conf in front;
//   5. runs Playwright (e2e/topology.config.ts): sign in, book a class, check out in the shop,
//      all through the proxy; then checks that both API instances and each static app served,
//      and that with one API instance stopped the proxy still answers from the other.
// Everything it starts is stopped and the database dropped, also on failure or Ctrl-C.
// Ports (TOPOLOGY_PORTS, default 8181,8182,8183): the proxy, API instance A, API instance B.
// The static apps listen on unix sockets under .tmp/topology, so they take no port.
// PostgreSQL: the server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// nginx: NGINX, else nginx on the PATH or /usr/sbin/nginx. Missing nginx, Chromium, PostgreSQL or a
// build is a failure that says how to get it, never a skip.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { SERVER_NODE_FLAGS } from '../api/scripts/embedded-node-options.mjs';
import path from 'node:path';
import { findChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';
import { pnpmCommand, repoRoot } from './pnpm.mjs';
import {
  API_A_PORT,
  API_B_PORT,
  APPS,
  APPS_THE_FLOWS_USE,
  fail,
  HOW_TO_GET_NGINX,
  log,
  MIME_TYPES,
  NGINX_DIR,
  ORIGIN,
  started,
  TopologyFailure,
  WORK,
} from './lib/topology-env.mjs';
import { adminDatabaseUrl, apiRequire, createDatabase, databaseName, dropDatabase, redact } from './lib/topology-database.mjs';
import { findNginx, nginxTest, prepareNginxPrefix, writeNativeConfigs } from './lib/topology-nginx.mjs';
import { runToEnd, start, stop, stopLeftovers, tail, waitFor } from './lib/topology-processes.mjs';

let cleaning; // the clean-up's promise, once started

// ---------------------------------------------------------------------------------------------
// What the test needs on the machine

async function checkPrerequisites() {
  const problems = [];
  const nginx = findNginx();
  if (!nginx) problems.push(HOW_TO_GET_NGINX);
  else if (!fs.existsSync(MIME_TYPES)) problems.push(`${MIME_TYPES} is missing (Debian's nginx-common provides it).`);
  const chromium = findChromium();
  if (!chromium) problems.push(HOW_TO_GET_CHROMIUM);
  for (const app of APPS) {
    if (
      !fs.existsSync(path.join(repoRoot, app, 'dist', 'index.html')) &&
      !fs.existsSync(path.join(repoRoot, app, 'dist', 'mf-manifest.json'))
    ) {
      problems.push(`${app}/dist is not built: run \`pnpm build\` first.`);
    }
  }
  if (!fs.existsSync(path.join(repoRoot, 'api', 'dist', 'main.js')))
    problems.push('api/dist is not built: run `pnpm --filter @portal/api run build` first.');
  try {
    const { Client } = apiRequire('pg');
    const client = new Client({ connectionString: adminDatabaseUrl(), connectionTimeoutMillis: 5000 });
    await client.connect();
    await client.end();
  } catch (err) {
    problems.push(
      `PostgreSQL is not reachable at ${redact(adminDatabaseUrl())} (${err.message}); set DATABASE_URL to a server where this user may create databases.`,
    );
  }
  if (problems.length) fail(`cannot run the topology test:\n  - ${problems.join('\n  - ')}`);
  return { nginx, chromium };
}

// ---------------------------------------------------------------------------------------------
// Checks after the browser

/** Requests under /api/ each API instance logged (fastify's "incoming request" lines). */
function apiRequestsIn(logFile) {
  let count = 0;
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (line.includes('"msg":"incoming request"') && line.includes('"url":"/api/')) count++;
  }
  return count;
}

function accessLogLines(app) {
  const file = path.join(WORK, 'nginx', app, 'access.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

async function checkEveryRouteOfTheProxy() {
  const checks = [
    ['/readyz', 'the API'],
    ['/login', 'the shell'],
    ...APPS.filter((a) => a !== 'shell').map((a) => [`/remotes/${a}/mf-manifest.json`, a]),
  ];
  for (const [route, what] of checks) {
    const res = await globalThis.fetch(`${ORIGIN}${route}`, { signal: globalThis.AbortSignal.timeout(10_000) });
    if (!res.ok) fail(`GET ${route} through the proxy (${what}) answered ${res.status}`);
  }
  log(`the proxy reaches the API, the shell and ${APPS.length - 1} remotes`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = Date.now();
  stopLeftovers();
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  const { nginx, chromium } = await checkPrerequisites();

  // 1. nginx -t: the repo's configs as the images use them, then this machine's.
  nginxTest(nginx, 'static-app.conf (as in the static images)', [path.join(NGINX_DIR, 'static-app.conf')]);
  nginxTest(nginx, 'proxy.conf with proxy-upstreams.conf (as in compose)', [
    path.join(NGINX_DIR, 'proxy-upstreams.conf'),
    path.join(NGINX_DIR, 'proxy.conf'),
  ]);
  const native = writeNativeConfigs();
  for (const app of APPS) nginxTest(nginx, `static-app.conf for ${app} (native)`, [native.staticConfs[app]]);
  nginxTest(nginx, 'proxy.conf (native)', [native.upstreamsConf, native.proxyConf]);

  // 2. Database: created, migrated once by the migrate entry, seeded with the demo.
  const databaseUrl = await createDatabase();
  const secrets = {
    MEMBER_LINK_SECRET: randomBytes(32).toString('hex'),
    SWIM_REFERENCE_SECRET: randomBytes(32).toString('hex'),
  };
  const base = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    ...secrets,
  };
  log(runToEnd('migrate', process.execPath, ['api/dist/cli/migrate.js'], base).trim());
  runToEnd('seed', process.execPath, ['api/dist/cli/seed.js'], { ...base, DEMO_MODE: '1' });
  log('demo data seeded (DEMO_MODE=1 for the seed only)');

  // 3. Two API instances from the compiled build, as compose runs them. They serve no static
  // files (an empty STATIC_ROOT): the apps come from nginx. Uploads share one folder.
  const noStatic = path.join(WORK, 'no-static');
  fs.mkdirSync(noStatic, { recursive: true });
  const apis = [
    ['api-a', API_A_PORT],
    ['api-b', API_B_PORT],
  ].map(([name, port]) =>
    start(name, process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, 'api/dist/main.js'], {
      env: {
        ...base,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: ORIGIN,
        TRUST_PROXY: '1',
        DATA_DIR: path.join(WORK, 'data', 'pglite'),
        STATIC_ROOT: noStatic,
        LOG_LEVEL: 'info',
        // Every request of the test comes from 127.0.0.1 through the proxy.
        RATE_LIMIT_PER_ADDRESS: '10000',
      },
    }),
  );
  await Promise.all(apis.map((api, i) => waitFor(`http://127.0.0.1:${[API_A_PORT, API_B_PORT][i]}/readyz`, api)));
  log(`API instances ready on ${API_A_PORT} and ${API_B_PORT}`);

  // 4. One nginx per app, then the proxy.
  const nginxes = [];
  for (const app of APPS) {
    const { prefix, conf } = prepareNginxPrefix(app, [native.staticConfs[app]]);
    nginxes.push(start(`nginx-${app}`, nginx, ['-p', `${prefix}/`, '-c', conf, '-e', path.join(prefix, 'error.log')]));
  }
  const proxyPrefix = prepareNginxPrefix('proxy', [native.upstreamsConf, native.proxyConf]);
  const proxy = start('nginx-proxy', nginx, [
    '-p',
    `${proxyPrefix.prefix}/`,
    '-c',
    proxyPrefix.conf,
    '-e',
    path.join(proxyPrefix.prefix, 'error.log'),
  ]);
  await waitFor(`${ORIGIN}/readyz`, proxy, 20_000);
  for (const entry of nginxes) if (entry.exited) fail(`${entry.name} exited; its log:\n${tail(entry.logFile)}`);
  await checkEveryRouteOfTheProxy();

  // 5. The browser, through the proxy only.
  const [cmd, args] = pnpmCommand([
    '--filter',
    '@portal/e2e',
    'exec',
    'playwright',
    'test',
    '-c',
    'topology.config.ts',
  ]);
  const e2eEnv = { ...process.env, TOPOLOGY_ORIGIN: ORIGIN, CHROMIUM_PATH: chromium };
  delete e2eEnv.DATABASE_URL;
  // Asynchronous, so a Ctrl-C or SIGTERM meanwhile reaches the clean-up at once.
  // Its own process group, so the clean-up stops pnpm, Playwright and Chromium together.
  const playwright = spawn(cmd, args, { cwd: repoRoot, env: e2eEnv, stdio: 'inherit', detached: true });
  const playwrightEntry = { name: 'playwright', child: playwright, exited: false, group: true };
  started.push(playwrightEntry);
  const status = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code)));
  playwrightEntry.exited = true;
  if (status !== 0) fail('the browser flows through the proxy failed (see above)');

  const served = apis.map((api) => [api.name, apiRequestsIn(api.logFile)]);
  log(`API requests served: ${served.map(([n, c]) => `${n} ${c}`).join(', ')}`);
  for (const [name, count] of served)
    if (count === 0) fail(`${name} served no /api/ request: the proxy did not spread the load over both instances`);
  const staticCounts = APPS.map((app) => [app, accessLogLines(app).length]);
  log(`requests per static app: ${staticCounts.map(([a, c]) => `${a} ${c}`).join(', ')}`);
  for (const [app, count] of staticCounts)
    if (APPS_THE_FLOWS_USE.includes(app) && count === 0)
      fail(`${app}'s nginx served nothing: the proxy did not route to it`);

  // One instance going away (a redeploy, a crash) leaves the portal answering from the other.
  await stop(apis[0]);
  for (let i = 0; i < 6; i++) {
    const res = await globalThis.fetch(`${ORIGIN}/readyz`, { signal: globalThis.AbortSignal.timeout(10_000) });
    if (!res.ok) fail(`with ${apis[0].name} stopped, GET /readyz through the proxy answered ${res.status}`);
  }
  log(`with ${apis[0].name} stopped the proxy still answers from ${apis[1].name}`);
  log(`passed in ${Math.round((Date.now() - startedAt) / 1000)}s`);
}

/** Stops everything started and drops the database; every caller waits for the one clean-up. */
function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all(started.map((entry) => stop(entry, entry.name.startsWith('nginx') ? 'SIGQUIT' : 'SIGTERM')));
    try {
      await dropDatabase();
    } catch (err) {
      console.error(`[topology] could not drop database ${databaseName()}: ${err.message}`);
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping everything`);
    void cleanUp().then(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  exitCode = 1;
  console.error(`\n[topology] FAILED: ${err instanceof TopologyFailure ? err.message : err.stack}`);
  console.error(`[topology] logs: ${path.relative(repoRoot, WORK)}/logs and ${path.relative(repoRoot, WORK)}/nginx/*/`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
