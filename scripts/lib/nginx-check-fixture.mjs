// What scripts/check-nginx.mjs serves and how it reads the answers: a built app in miniature
// (compressed files beside the big ones) and a GET that keeps the bytes as they came.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A built app in miniature: what the webpack factory writes, compressed files included. */
export function fixtureDist(work) {
  const dir = path.join(work, 'dist');
  const big = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ row: i })))};`;
  const files = {
    'index.html': `<!doctype html><html><head><title>app</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
    'sign-in.html': '<!doctype html><title>sign-in</title>',
    // The shell's signed-in routes' pages with the layout's frame (shell/build/signed-in-frames.cjs).
    'pages/index.html': '<!doctype html><title>frame: dashboard</title>',
    'pages/shop.html': '<!doctype html><title>frame: shop</title>',
    'pages/club/desk.html': '<!doctype html><title>frame: club desk</title>',
    'remoteEntry.js': big,
    'mf-manifest.json': JSON.stringify({ name: 'mf_fixture', rows: big }),
    '262.4eaf97f21f.js': big,
    '440.70c9f703d8.css': `.a{color:red}${'.b{margin:0}'.repeat(200)}`,
    '272.be765719a9.js': 'small()',
  };
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
    if (body.length > 1024) {
      fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
      fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
    }
  }
  return dir;
}

/** A GET with node's http (fetch would decode br and gzip): the bytes as they came. */
export function get(port, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: { get: (name) => res.headers[name] ?? null },
          raw: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
  });
}
