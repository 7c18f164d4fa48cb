// Serves the built shell at / and each built remote at /remotes/<name>/ from one origin.
// Entry files (remoteEntry.js, mf-manifest.json) must be revalidated so a deploy is picked up at
// once; the HTML pages are never stored (no-store: after a sign-out on a shared computer, Back must
// not bring back a page from the cache); everything else is content-hashed and cached for a year.
// The build writes .br and .gz beside each compressible file; they are served to clients that
// accept them (`preCompressed`), with Vary: Accept-Encoding.
// Unknown GETs outside /api and /remotes get the shell's index.html (client-side routing).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../lib/envelope';
import { normalisedPath } from '../lib/api-request';
import { NOT_FOUND } from '../lib/messages';

const SIGN_IN_HTML = 'sign-in.html';
const SIGN_IN_PAGE = /^\/(login|signin\/[12])\/?$/;
// The offline member card's page (issue 20): a page of its own, kept by the service worker.
const MEMBER_CARD_HTML = 'member-card.html';
const MEMBER_CARD_PAGE = /^\/member-card\/?$/;
// Each signed-in route's page whose HTML already holds the layout's frame and the page's title
// (shell/build/signed-in-frames.cjs): pages/<path>.html, '/' being pages/index.html.
const FRAMES_DIR = 'pages';
const FRAME_PAGE_FILE = /[\\/]pages[\\/].+\.html$/;
// The pages a signed-in member sees are never stored (Back after logout must not show them).
const NO_STORE_FILES = new Set(['index.html', SIGN_IN_HTML]);
// sw.js and the manifest keep their names, so they are revalidated like the entry files; the card's
// page holds no member data (the service worker fetches that) and is revalidated too.
const NO_CACHE_FILES = new Set([MEMBER_CARD_HTML, 'remoteEntry.js', 'mf-manifest.json', 'sw.js', 'manifest.webmanifest']);

const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
// [contenthash:10] of the webpack factory: only such names may be cached for good.
const CONTENT_HASHED = /\.[0-9a-f]{10}\./;

/**
 * The rule of the file as built (remoteEntry.js.br is an entry like remoteEntry.js); the same
 * rules as deploy/nginx/static-app.conf.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  if (NO_STORE_FILES.has(name) || isFramePage(filePath)) return 'no-store';
  if (NO_CACHE_FILES.has(name) || !CONTENT_HASHED.test(name)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

/** A signed-in route's page (pages/...html): stored no more than index.html is. */
function isFramePage(filePath: string): boolean {
  return FRAME_PAGE_FILE.test(filePath.replace(PRECOMPRESSED_SUFFIX, ''));
}

/** The framed pages present in the built shell, by address: '/classbooking' -> 'pages/classbooking.html'. */
export function findFramePages(shellDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, d.name);
      if (d.isDirectory()) walk(file);
      else if (d.name.endsWith('.html')) {
        const rel = path.relative(shellDist, file).split(path.sep).join('/');
        const address = rel.slice(FRAMES_DIR.length, -'.html'.length);
        pages.set(address === '/index' ? '/' : address, rel);
      }
    }
  };
  walk(path.join(shellDist, FRAMES_DIR));
  return pages;
}

function setHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

/** Remote dist folders present under the static root: mf-<x>/dist -> name 'mf-<x>'. */
export function findRemoteDists(staticRoot: string): { name: string; dir: string }[] {
  if (!fs.existsSync(staticRoot)) return [];
  return fs
    .readdirSync(staticRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mf-'))
    .map((d) => ({ name: d.name, dir: path.join(staticRoot, d.name, 'dist') }))
    .filter((r) => fs.existsSync(r.dir));
}

async function staticApps(app: FastifyInstance) {
  const root = app.config.staticRoot;
  const shellDist = path.join(root, 'shell', 'dist');
  const hasShell = fs.existsSync(shellDist);
  let decorated = false;

  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      // The SPA fallback below handles misses; don't list directories. '/' is the dashboard's
      // page with the layout's frame when the build has it.
      list: false,
      index: fs.existsSync(path.join(shellDist, FRAMES_DIR, 'index.html')) ? [`${FRAMES_DIR}/index.html`] : ['index.html'],
    });
    decorated = true;
  }

  for (const remote of findRemoteDists(root)) {
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: `/remotes/${remote.name}/`,
      decorateReply: !decorated,
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      list: false,
    });
    decorated = true;
  }

  const indexFile = path.join(shellDist, 'index.html');
  const signInFile = path.join(shellDist, SIGN_IN_HTML);
  const framePages = hasShell ? findFramePages(shellDist) : new Map<string, string>();
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !normalisedPath(url).startsWith('/api') &&
      !url.startsWith('/remotes/') &&
      url !== '/remotes';
    // Only extension-less paths are client routes; a missing /x.js stays a 404.
    if (isPage && hasShell && !path.extname(url) && fs.existsSync(indexFile)) {
      reply.header('Cache-Control', 'no-store');
      // Sign-in pages get the page whose HTML already holds the sign-in panel (painted before
      // any script); the same paths as the shell's sign-in-paths.ts.
      if (SIGN_IN_PAGE.test(url) && fs.existsSync(signInFile)) return reply.sendFile(SIGN_IN_HTML, shellDist);
      if (MEMBER_CARD_PAGE.test(url) && fs.existsSync(path.join(shellDist, MEMBER_CARD_HTML))) return reply.sendFile(MEMBER_CARD_HTML, shellDist);
      const framed = framePages.get(url.length > 1 ? url.replace(/\/$/, '') : url);
      if (framed) return reply.sendFile(framed, shellDist);
      return reply.sendFile('index.html', shellDist);
    }
    return fail(reply, 404, NOT_FOUND);
  });
}

export default fp(staticApps, { name: 'static-apps' });
