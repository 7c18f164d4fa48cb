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
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { URL } from 'node:url';
import { findChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';
import { pnpmCommand, repoRoot } from './pnpm.mjs';

const APPS = ['shell', 'mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public', 'mf-club'];
/** Apps the browser flows must have loaded from their own nginx. */
const APPS_THE_FLOWS_USE = ['shell', 'mf-bookings', 'mf-shop', 'mf-public'];
const [PROXY_PORT, API_A_PORT, API_B_PORT] = (process.env.TOPOLOGY_PORTS ?? '8181,8182,8183').split(',').map(Number);
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
const NGINX_DIR = path.join(repoRoot, 'deploy', 'nginx');
const WORK = path.join(repoRoot, '.tmp', 'topology');
const MIME_TYPES = '/etc/nginx/mime.types';
const HOW_TO_GET_NGINX =
  'nginx is not installed: `sudo apt-get update && sudo apt-get install -y nginx` (.ci/run installs it on a fresh machine).';

const started = []; // { name, child }
let database; // { admin, name }
let cleaning; // the clean-up's promise, once started

const log = (message) => console.log(`[topology] ${message}`);

class TopologyFailure extends Error {}
const fail = (message) => {
  throw new TopologyFailure(message);
};

// ---------------------------------------------------------------------------------------------
// What the test needs on the machine

/** NGINX names the binary; else nginx on the PATH or Debian's /usr/sbin/nginx. */
function findNginx() {
  for (const candidate of process.env.NGINX ? [process.env.NGINX] : ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

function adminDatabaseUrl() {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));

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

const redact = (url) => url.replace(/\/\/[^@]*@/, '//***@');

// ---------------------------------------------------------------------------------------------
// nginx configs: the repo's own files, wrapped in a main config as the nginx image's nginx.conf does

function mainConfig(prefix, includes, { daemon = false } = {}) {
  const tmp = (name) => path.join(prefix, 'tmp', name);
  return [
    `# Written by scripts/topology-test.mjs: the http block of the nginx image's nginx.conf.`,
    `worker_processes 1;`,
    `daemon ${daemon ? 'on' : 'off'};`,
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    `events { worker_connections 256; }`,
    `http {`,
    `  include ${MIME_TYPES};`,
    `  default_type application/octet-stream;`,
    `  sendfile on;`,
    `  keepalive_timeout 65;`,
    `  log_format topology '$request_method $request_uri $status upstream=$upstream_addr';`,
    `  access_log ${path.join(prefix, 'access.log')} topology;`,
    `  client_body_temp_path ${tmp('body')};`,
    `  proxy_temp_path ${tmp('proxy')};`,
    `  fastcgi_temp_path ${tmp('fastcgi')};`,
    `  uwsgi_temp_path ${tmp('uwsgi')};`,
    `  scgi_temp_path ${tmp('scgi')};`,
    ...includes.map((file) => `  include ${file};`),
    `}`,
    '',
  ].join('\n');
}

function prepareNginxPrefix(name, includes) {
  const prefix = path.join(WORK, 'nginx', name);
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, mainConfig(prefix, includes));
  return { prefix, conf };
}

function nginxTest(nginx, name, includes) {
  const slug = name.replace(/[^a-z0-9.-]+/gi, '-').replace(/-+$/, '');
  const { prefix, conf } = prepareNginxPrefix(`test-${slug}`, includes);
  const result = spawnSync(nginx, ['-t', '-q', '-p', `${prefix}/`, '-c', conf, '-e', path.join(prefix, 'error.log')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) fail(`nginx -t failed for ${name}:\n${result.stderr || result.stdout}`);
  log(`nginx -t ok: ${name}`);
}

/**
 * Replaces the one directive matching `pattern` (at the start of a line, so comments quoting it
 * are left alone); a reshaped config fails here instead of silently testing something else.
 */
function replaceOnce(text, pattern, replacement, what) {
  pattern = new RegExp(`^(\\s*)${pattern.source}`, 'm');
  replacement = `$1${replacement}`;
  const matches = text.match(new RegExp(pattern.source, 'gm')) ?? [];
  if (matches.length !== 1)
    fail(`${what}: expected exactly one match of ${pattern} in the config, found ${matches.length}`);
  return text.replace(pattern, replacement);
}

const uncommented = (text) => text.replace(/#.*$/gm, '');
const sortedUnique = (names) => [...new Set(names)].sort();

/** The service variables proxy.conf sends requests to: `proxy_pass http://$portal_api;` -> 'portal_api'. */
function proxiedVariables(proxyConf) {
  return sortedUnique(
    [...uncommented(proxyConf).matchAll(/proxy_pass\s+https?:\/\/\$(portal_[a-z_]+)/g)].map((m) => m[1]),
  );
}

/** The variables an upstreams file defines: `map "" $portal_api { ... }` -> 'portal_api'. */
function definedVariables(upstreamsConf) {
  return sortedUnique([...uncommented(upstreamsConf).matchAll(/map\s+""\s+\$(portal_[a-z_]+)/g)].map((m) => m[1]));
}

const variableFor = (app) => `portal_${app.replace(/-/g, '_')}`;
const socketFor = (app) => path.join(WORK, 'sock', `${app}.sock`);

/** This machine's counterpart of deploy/nginx/proxy-upstreams.conf: same variables, local addresses. */
function nativeUpstreams() {
  const lines = ['# Written by scripts/topology-test.mjs: where the services are on this machine.'];
  lines.push(`upstream portal_api_instances { server 127.0.0.1:${API_A_PORT}; server 127.0.0.1:${API_B_PORT}; }`);
  lines.push('map "" $portal_api { default portal_api_instances; }');
  for (const app of APPS) {
    lines.push(`upstream ${variableFor(app)}_service { server unix:${socketFor(app)}; }`);
    lines.push(`map "" $${variableFor(app)} { default ${variableFor(app)}_service; }`);
  }
  return `${lines.join('\n')}\n`;
}

function writeNativeConfigs() {
  const generated = path.join(WORK, 'conf');
  fs.mkdirSync(generated, { recursive: true });
  fs.mkdirSync(path.join(WORK, 'sock'), { recursive: true });
  for (const app of APPS) {
    if (socketFor(app).length > 100)
      fail(`the socket path ${socketFor(app)} is too long for a unix socket; run from a shorter checkout path`);
  }

  const staticApp = fs.readFileSync(path.join(NGINX_DIR, 'static-app.conf'), 'utf8');
  const staticConfs = {};
  for (const app of APPS) {
    // What the image does with its filesystem and port: the app's dist at the root, one listener.
    let conf = replaceOnce(staticApp, /listen\s+80\s*;/, `listen unix:${socketFor(app)};`, 'static-app.conf listen');
    conf = replaceOnce(
      conf,
      /root\s+\/usr\/share\/nginx\/html\s*;/,
      `root ${path.join(repoRoot, app, 'dist')};`,
      'static-app.conf root',
    );
    staticConfs[app] = path.join(generated, `static-${app}.conf`);
    fs.writeFileSync(staticConfs[app], conf);
  }

  const proxy = fs.readFileSync(path.join(NGINX_DIR, 'proxy.conf'), 'utf8');
  const composeUpstreams = fs.readFileSync(path.join(NGINX_DIR, 'proxy-upstreams.conf'), 'utf8');
  const upstreams = nativeUpstreams();
  // The same names everywhere: what proxy.conf reads is what compose and this test define.
  const wanted = proxiedVariables(proxy).join(', ');
  if (definedVariables(composeUpstreams).join(', ') !== wanted)
    fail(
      `proxy-upstreams.conf defines ${definedVariables(composeUpstreams).join(', ')}; proxy.conf proxies to ${wanted}`,
    );
  if (definedVariables(upstreams).join(', ') !== wanted)
    fail(`the test defines ${definedVariables(upstreams).join(', ')}; proxy.conf proxies to ${wanted}`);
  const proxyConf = path.join(generated, 'proxy.conf');
  fs.writeFileSync(
    proxyConf,
    replaceOnce(proxy, /listen\s+80\s*;/, `listen 127.0.0.1:${PROXY_PORT};`, 'proxy.conf listen'),
  );
  const upstreamsConf = path.join(generated, 'upstreams.conf');
  fs.writeFileSync(upstreamsConf, upstreams);
  return { staticConfs, proxyConf, upstreamsConf };
}

// ---------------------------------------------------------------------------------------------
// Processes

function start(name, command, args, options = {}) {
  const logFile = path.join(WORK, 'logs', `${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', out, out], ...options });
  fs.closeSync(out);
  const entry = { name, child, logFile, exited: false };
  child.on('exit', () => {
    entry.exited = true;
  });
  started.push(entry);
  return entry;
}

/** Signals a child, or its whole process group; one that has just gone is not an error. */
function signal(entry, name) {
  try {
    if (entry.group) process.kill(-entry.child.pid, name);
    else entry.child.kill(name);
  } catch (err) {
    if (err.code !== 'ESRCH') throw err;
  }
}

function stop(entry, signalName = 'SIGTERM') {
  if (entry.exited) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (!entry.exited) signal(entry, 'SIGKILL');
      resolve();
    }, 5000);
    entry.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(entry, signalName);
  });
}

/** nginx masters left by a run that was killed outright: ours only, recognised by their prefix. */
function stopLeftovers() {
  const nginxRoot = path.join(WORK, 'nginx');
  if (!fs.existsSync(nginxRoot)) return;
  for (const name of fs.readdirSync(nginxRoot)) {
    const pidFile = path.join(nginxRoot, name, 'nginx.pid');
    if (!fs.existsSync(pidFile)) continue;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    let cmdline = '';
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.includes(path.join(nginxRoot, name))) {
      log(`stopping nginx ${pid} left by an earlier run`);
      process.kill(pid, 'SIGTERM');
    }
  }
}

function runToEnd(name, command, args, env) {
  const result = spawnSync(command, args, { cwd: repoRoot, env, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  fs.mkdirSync(path.join(WORK, 'logs'), { recursive: true });
  fs.writeFileSync(path.join(WORK, 'logs', `${name}.log`), output);
  if (result.status !== 0) fail(`${name} failed (exit ${result.status}):\n${output}`);
  return output;
}

async function waitFor(url, entry, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry?.exited) fail(`${entry.name} exited before ${url} answered; its log:\n${tail(entry.logFile)}`);
    try {
      const res = await globalThis.fetch(url, { signal: globalThis.AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(
    `${url} did not answer within ${timeoutMs / 1000}s${entry ? `; ${entry.name}'s log:\n${tail(entry.logFile)}` : ''}`,
  );
}

function tail(file, lines = 40) {
  if (!fs.existsSync(file)) return '(no log)';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Database

async function createDatabase() {
  const { Client } = apiRequire('pg');
  const admin = adminDatabaseUrl();
  const name = `topology_test_${Date.now().toString(36)}_${process.pid}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  database = { admin, name };
  const url = new URL(admin);
  url.pathname = `/${name}`;
  log(`database ${name} created`);
  return url.toString();
}

async function dropDatabase() {
  if (!database) return;
  const { Client } = apiRequire('pg');
  const client = new Client({ connectionString: database.admin });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
    log(`database ${database.name} dropped`);
  } finally {
    await client.end();
  }
  database = undefined;
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
    start(name, process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
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
      console.error(`[topology] could not drop database ${database?.name}: ${err.message}`);
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
