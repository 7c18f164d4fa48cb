// The topology test's nginx: the repo's configs wrapped in a main config as the nginx image's
// nginx.conf does, `nginx -t` on each, and this machine's counterparts of the compose configs
// (the static apps on unix sockets, the API instances on local ports).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../pnpm.mjs';
import { API_A_PORT, API_B_PORT, APPS, fail, log, MIME_TYPES, NGINX_DIR, PROXY_PORT, WORK } from './topology-env.mjs';

/** NGINX names the binary; else nginx on the PATH or Debian's /usr/sbin/nginx. */
export function findNginx() {
  for (const candidate of process.env.NGINX ? [process.env.NGINX] : ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

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

export function prepareNginxPrefix(name, includes) {
  const prefix = path.join(WORK, 'nginx', name);
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, mainConfig(prefix, includes));
  return { prefix, conf };
}

export function nginxTest(nginx, name, includes) {
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

export function writeNativeConfigs() {
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
