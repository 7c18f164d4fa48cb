// Checks the nginx configs in deploy/nginx with a real nginx (Debian's /usr/sbin/nginx, or NGINX):
// `nginx -t` on each, then the static config serving a built folder and the proxy in front of it
// and of a stand-in API, answering real requests: precompressed files with Content-Encoding and
// Vary, the caching rules, the security headers of pages, the card-capture page's own
// frame-ancestors, 404s, and the proxy's routing. Exits non-zero on the first failure.
//
//   node scripts/check-nginx.mjs                 a generated fixture folder
//   node scripts/check-nginx.mjs mf-shop/dist    a real build (after `pnpm --filter ./mf-shop run build`)
//
// Ports: NGINX_CHECK_PORT (default 8171) and the two after it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fixtureDist, get } from './lib/nginx-check-fixture.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nginxDir = path.join(repoRoot, 'deploy', 'nginx');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const base = Number(process.env.NGINX_CHECK_PORT ?? 8171);
const ports = { static: base, proxy: base + 1, api: base + 2 };
const IMMUTABLE = 'public, max-age=31536000, immutable';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'));
// nginx's workers run as an unprivileged user when started as root: they must read the fixture.
fs.chmodSync(work, 0o755);
const started = [];
let failures = 0;

function check(what, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failures += 1;
}

/** A main config around one or more of the repo's files, with every path inside `work`. */
function mainConfig(name, includes) {
  const prefix = path.join(work, name);
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    file,
    `pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
worker_processes 1;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/client_body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
${includes.map((f) => `  include ${f};`).join('\n')}
}
`,
  );
  return { prefix, file };
}

function nginx(conf, ...args) {
  return spawnSync(NGINX, ['-p', conf.prefix, '-c', conf.file, '-e', `${conf.prefix}/logs/error.log`, ...args], {
    encoding: 'utf8',
  });
}

function substituted(name, replacements) {
  let text = fs.readFileSync(path.join(nginxDir, name), 'utf8');
  for (const [from, to] of replacements) {
    // The directive itself, not the header comment that names it.
    const directive = new RegExp(`^(\\s+)${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm');
    if (!directive.test(text))
      throw new Error(`${name} no longer has the line "${from}"; update scripts/check-nginx.mjs and the file's header`);
    text = text.replace(directive, `$1${to}`);
  }
  const out = path.join(work, `sub-${name}`);
  fs.writeFileSync(out, text);
  return out;
}

async function main() {
  // 1. nginx -t on every config, as shipped (host names are only resolved per request).
  for (const name of ['static-app.conf', 'proxy.conf']) {
    const includes =
      name === 'proxy.conf'
        ? [path.join(nginxDir, 'proxy-upstreams.conf'), path.join(nginxDir, name)]
        : [path.join(nginxDir, name)];
    const conf = mainConfig(`t-${name}`, includes);
    const r = nginx(conf, '-t', '-q');
    check(`nginx -t ${name}`, r.status === 0, r.stderr.trim());
  }
  if (failures) return;

  // 2. The static config serving a built folder.
  const dist = process.argv[2] ? path.resolve(process.argv[2]) : fixtureDist(work);
  const staticConf = mainConfig('static', [
    substituted('static-app.conf', [
      ['listen 80;', `listen 127.0.0.1:${ports.static};`],
      ['root /usr/share/nginx/html;', `root ${dist};`],
    ]),
  ]);
  // 3. The proxy in front of it (as every service) and of a stand-in API.
  const upstreams = path.join(work, 'upstreams.conf');
  const staticAddr = `127.0.0.1:${ports.static}`;
  fs.writeFileSync(
    upstreams,
    [
      `upstream api_pool { server 127.0.0.1:${ports.api}; }`,
      'map "" $portal_api { default api_pool; }',
      ...['shell', 'mf_account', 'mf_membership', 'mf_bookings', 'mf_swim', 'mf_shop', 'mf_public', 'mf_club'].map(
        (n) => `map "" $portal_${n} { default ${staticAddr}; }`,
      ),
    ].join('\n'),
  );
  const proxyConf = mainConfig('proxy', [
    upstreams,
    substituted('proxy.conf', [['listen 80;', `listen 127.0.0.1:${ports.proxy};`]]),
  ]);
  const api = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ url: req.url, forwardedProto: req.headers['x-forwarded-proto'] ?? null }));
  });
  await new Promise((resolve) => api.listen(ports.api, '127.0.0.1', resolve));
  for (const conf of [staticConf, proxyConf]) {
    const r = nginx(conf);
    if (r.status !== 0) throw new Error(`nginx did not start: ${r.stderr}`);
    started.push(conf);
  }
  await sleep(300);

  const hashedJs = fs
    .readdirSync(dist)
    .find((f) => /\.[0-9a-f]{10}\.js$/.test(f) && fs.existsSync(path.join(dist, `${f}.br`)));
  const entry = fs.existsSync(path.join(dist, 'remoteEntry.js')) ? 'remoteEntry.js' : 'index.html';

  const br = await get(ports.static, `/${hashedJs}`, { 'accept-encoding': 'gzip, deflate, br' });
  check('hashed JS: 200', br.status === 200, String(br.status));
  check(
    'hashed JS: Content-Encoding br',
    br.headers.get('content-encoding') === 'br',
    br.headers.get('content-encoding'),
  );
  check('hashed JS: Vary Accept-Encoding', br.headers.get('vary') === 'Accept-Encoding', br.headers.get('vary'));
  check(
    'hashed JS: JavaScript type',
    /javascript/.test(br.headers.get('content-type') ?? ''),
    br.headers.get('content-type'),
  );
  check('hashed JS: immutable', br.headers.get('cache-control') === IMMUTABLE, br.headers.get('cache-control'));
  check('hashed JS: nosniff', br.headers.get('x-content-type-options') === 'nosniff');
  const original = fs.readFileSync(path.join(dist, hashedJs));
  check('hashed JS: the same bytes once decoded', brotliDecompressSync(br.raw).equals(original));

  const gz = await get(ports.static, `/${hashedJs}`, { 'accept-encoding': 'gzip' });
  check('gzip-only client: gzip', gz.headers.get('content-encoding') === 'gzip', gz.headers.get('content-encoding'));
  check('gzip-only client: same bytes', gunzipSync(gz.raw).equals(original));
  const plain = await get(ports.static, `/${hashedJs}`, { 'accept-encoding': 'identity' });
  check('no encoding accepted: plain file', !plain.headers.get('content-encoding') && plain.raw.equals(original));

  const entryRes = await get(ports.static, `/${entry}`, { 'accept-encoding': 'br' });
  check(
    `${entry}: no-cache`,
    entryRes.headers.get('cache-control') === 'no-cache',
    entryRes.headers.get('cache-control'),
  );
  const manifest = await get(ports.static, '/mf-manifest.json', { 'accept-encoding': 'br' });
  if (manifest.status === 200) {
    check(
      'mf-manifest.json: no-cache',
      manifest.headers.get('cache-control') === 'no-cache',
      manifest.headers.get('cache-control'),
    );
    check(
      'mf-manifest.json: JSON type',
      /json/.test(manifest.headers.get('content-type') ?? ''),
      manifest.headers.get('content-type'),
    );
  }

  const page = await get(ports.static, '/shop', { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' });
  const csp = page.headers.get('content-security-policy') ?? '';
  check(
    'page: HTML with no-store',
    /text\/html/.test(page.headers.get('content-type') ?? '') && page.headers.get('cache-control') === 'no-store',
  );
  check("page: CSP with object-src 'none'", csp.includes("object-src 'none'"), csp);
  check("page: frame-ancestors 'none'", csp.includes("frame-ancestors 'none'"), csp);
  check('page: Referrer-Policy', page.headers.get('referrer-policy') === 'strict-origin-when-cross-origin');
  check('page: HSTS behind https', (page.headers.get('strict-transport-security') ?? '').startsWith('max-age='));
  const httpPage = await get(ports.static, '/shop');
  check('page over plain http: no HSTS', httpPage.headers.get('strict-transport-security') === null);
  const vault = await get(ports.static, '/onlineoffers/pcivault?x=1');
  check(
    "card-capture page: frame-ancestors 'self'",
    (vault.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'self'"),
  );
  const under = await get(ports.static, '/onlineoffers/pcivault-lookalike');
  check(
    "a path that only starts like it: frame-ancestors 'none'",
    (under.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'"),
  );
  if (!process.argv[2]) {
    for (const [url, title] of [
      ['/', 'frame: dashboard'],
      ['/shop', 'frame: shop'],
      ['/shop/', 'frame: shop'],
      ['/club/desk?x=1', 'frame: club desk'],
      ['/shopping-cart/12', 'app'],
      ['/nowhere', 'app'],
    ]) {
      const res = await get(ports.static, url);
      check(
        `${url}: ${title === 'app' ? 'the index' : 'its page with the frame'}, no-store`,
        res.status === 200 && res.raw.toString('utf8').includes(`<title>${title}</title>`) && res.headers.get('cache-control') === 'no-store',
        `${res.status} ${res.headers.get('cache-control')} ${res.raw.toString('utf8').slice(0, 80)}`,
      );
    }
  }
  const js404 = await get(ports.static, '/missing.0123456789.js');
  check('missing file: 404', js404.status === 404, String(js404.status));

  // Through the proxy.
  const viaProxy = await get(ports.proxy, `/remotes/mf-shop/${hashedJs}`, { 'accept-encoding': 'br' });
  check(
    'proxy: /remotes/mf-shop/<file> is the file, still br',
    viaProxy.status === 200 && viaProxy.headers.get('content-encoding') === 'br',
  );
  check(
    'proxy: headers passed once',
    viaProxy.headers.get('cache-control') === IMMUTABLE,
    viaProxy.headers.get('cache-control'),
  );
  const apiRes = await get(ports.proxy, '/api/v1/club/theme?x=1', { 'x-forwarded-proto': 'https' });
  const apiBody = JSON.parse(apiRes.raw.toString('utf8'));
  check('proxy: /api/ to the API with the query', apiBody.url === '/api/v1/club/theme?x=1', apiBody.url);
  check('proxy: X-Forwarded-Proto from the TLS terminator', apiBody.forwardedProto === 'https', apiBody.forwardedProto);
  const ready = JSON.parse((await get(ports.proxy, '/readyz')).raw.toString('utf8'));
  check('proxy: /readyz to the API', ready.url === '/readyz' && ready.forwardedProto === 'http', JSON.stringify(ready));
  check('proxy: an unknown remote is 404', (await get(ports.proxy, '/remotes/mf-nope/remoteEntry.js')).status === 404);
  const shellPage = await get(ports.proxy, '/profile');
  check(
    'proxy: other paths are the shell',
    shellPage.status === 200 && /text\/html/.test(shellPage.headers.get('content-type') ?? ''),
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  failures += 1;
} finally {
  for (const conf of started) nginx(conf, '-s', 'stop');
  await sleep(200);
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(failures ? `\n${failures} check(s) failed` : '\nnginx configs: all checks passed');
process.exit(failures ? 1 : 0);
