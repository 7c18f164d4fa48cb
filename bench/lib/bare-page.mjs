// The bare React + Mantine page (bench/bare-app), built with the workspace's webpack and served as
// static files: the reference a page's figures are compared with in the same run, as the API's are
// with a Fastify hello-world.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './portal.mjs';

const bareDir = path.join(repoRoot, 'bench', 'bare-app');
const distDir = path.join(bareDir, 'dist');

/** Builds the bare page and serves it on `port`; answers its URL and how to stop it. */
export async function startBarePage(port) {
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  const built = spawnSync(webpack, ['--config', path.join(bareDir, 'webpack.config.cjs')], { cwd: bareDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the bare React + Mantine page did not build');
  // Gzipped when the browser accepts it, as the portal serves its precompressed files: Lighthouse's
  // mobile run simulates the network from the bytes transferred.
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    const file = path.join(distDir, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
      return;
    }
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }));
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' }).end(gzipped.get(file));
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((r) => server.close(r)) };
}
