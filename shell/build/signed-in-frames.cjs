// The signed-in layout's frame in the HTML itself: one page per signed-in route of the
// route table, pages/<path>.html ('/' is pages/index.html), whose #root already holds the header
// bar, the side menu's place and the page's breadcrumbs and title, as the layout renders them. The
// title paints with the HTML and the entry's CSS, before any script; React replaces the frame when
// the portal renders (nothing is hydrated: no layout shift is possible from the swap).
// A page whose remote declares a static first screen (its `src/first-screens.ts`: a heading and
// the intro the page renders first, from the same constants) has it painted under the title, so
// the page's largest text paints with the HTML too; the shell keeps that element on screen until
// the remote renders the same one in its place (src/ui/frame-first-screen.tsx). The host reads
// the declarations by the route table's remote name and knows nothing of their content.
// Served by api/src/plugins/static-apps.ts and deploy/nginx/static-app.conf; routes with
// parameters and unknown addresses keep the frameless index.html.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/**
 * A TypeScript module that holds data (the route table, a remote's first screens), with the
 * relative modules it imports; types are erased, and any other import is refused (data only).
 * `files` collects every file read, for the compilation's watch list.
 */
function loadTsData(file, files = new Set(), loaded = new Map()) {
  if (loaded.has(file)) return loaded.get(file).exports;
  files.add(file);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    fileName: file,
  });
  const mod = { exports: {} };
  loaded.set(file, mod);
  const requireData = (specifier) => {
    if (!specifier.startsWith('.')) throw new Error(`${file}: read as data, it may import only relative modules (not ${specifier})`);
    const base = path.resolve(path.dirname(file), specifier);
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    if (!target) throw new Error(`${file}: ${specifier} is not a TypeScript module`);
    return loadTsData(target, files, loaded);
  };
  new Function('module', 'exports', 'require', outputText)(mod, mod.exports, requireData);
  return mod.exports;
}

/** The route table (src/routing/route-table.ts) as data: its only import is a type. */
const loadRouteTable = (appDir, files) => loadTsData(path.join(appDir, 'src', 'routing', 'route-table.ts'), files).ROUTE_TABLE;

/** Shared's first-screen parts (first-screen-parts.ts), the ones the remotes' pages render. */
const firstScreenParts = (files) => loadTsData(require.resolve('@portal/shared/first-screen'), files);

/**
 * First screens the shell itself owns: /profile's member card, with the default picture and no one
 * in it yet (src/layout/frame-profile-card.ts fills it in when the session check answers).
 */
const SHELL_FIRST_SCREENS = {
  '/profile': (files) => {
    const card = loadTsData(require.resolve('@portal/shared/profile-card'), files);
    return card.profileCardHtml(card.UNKNOWN_MEMBER_CARD);
  },
};

/** A remote's declared first screens (<remote>/src/first-screens.ts, a sibling package of the shell), or none. */
function firstScreensOf(appDir, remote, files) {
  const file = path.join(appDir, '..', remote, 'src', 'first-screens.ts');
  files.add(file);
  return fs.existsSync(file) ? (loadTsData(file, files).FIRST_SCREENS ?? {}) : {};
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file a route's frame is written to (and served from). */
const frameFileOf = (routePath) => (routePath === '/' ? 'pages/index.html' : `pages${routePath}.html`);

/**
 * The frame's markup: the same regions, breadcrumbs and title as AppLayout and BreadcrumbsBar
 * (the route table's title, "Dashboard" for '/'); class names are the frame's own (signed-in-frame.css).
 * `firstScreenHtml`: the page's first screen under the title, when its remote declares one.
 */
function frameHtml(route, firstScreenHtml = '') {
  const crumbs =
    route.path === '/'
      ? '<span aria-current="page">Home</span>'
      : `<a href="/">Home</a><span class="portal-frame__sep" aria-hidden="true">›</span><span aria-current="page">${escapeHtml(route.title)}</span>`;
  const navbar = route.hideSideMenu ? '' : '<div class="portal-frame__navbar"></div>';
  return (
    `<div class="portal-frame${route.hideSideMenu ? ' portal-frame--no-navbar' : ''}">` +
    '<header class="portal-frame__header"></header>' +
    navbar +
    '<main class="portal-frame__main">' +
    `<nav class="portal-frame__crumbs" aria-label="Breadcrumb">${crumbs}</nav>` +
    `<h1 class="portal-frame__title">${escapeHtml(route.title)}</h1>` +
    firstScreenHtml +
    '</main></div>'
  );
}

/** Signed-in routes with a fixed address (a route with parameters has no single title to show). */
function framedRoutes(appDir, files = new Set()) {
  return loadRouteTable(appDir, files).filter((r) => r.layout === 'app' && !r.path.includes(':'));
}

/**
 * Each framed route with its frame's markup: the title, and the first screen its remote declares.
 * A declaration for a path the remote does not own in the route table is a mistake, said at build.
 */
function routeFrames(appDir, files = new Set()) {
  const routes = framedRoutes(appDir, files);
  const parts = firstScreenParts(files);
  const declared = new Map();
  for (const remote of new Set(loadRouteTable(appDir, files).map((r) => r.remote).filter(Boolean))) {
    for (const [routePath, screen] of Object.entries(firstScreensOf(appDir, remote, files))) {
      if (!routes.some((r) => r.path === routePath && r.remote === remote)) {
        throw new Error(`${remote}/src/first-screens.ts: ${routePath} is not a signed-in route of ${remote} with a fixed address`);
      }
      declared.set(routePath, screen);
    }
  }
  return routes.map((route) => {
    const screen = declared.get(route.path);
    const shellScreen = SHELL_FIRST_SCREENS[route.path];
    return { route, html: frameHtml(route, screen ? parts.firstScreenHtml(screen) : shellScreen ? shellScreen(files) : '') };
  });
}

/** Emits the frames from the built index.html, before precompression writes their .br and .gz. */
const signedInFramesPlugin = (appDir) => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignedInFramesPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      compilation.hooks.processAssets.tap({ name: 'SignedInFramesPlugin', stage }, () => {
        const index = compilation.getAsset('index.html');
        if (!index) throw new Error('SignedInFramesPlugin: index.html was not emitted');
        const html = index.source.source().toString();
        const root = /<div id="?root"?><\/div>/;
        if (!root.test(html)) throw new Error('SignedInFramesPlugin: index.html has no empty #root');
        // Every file read (the route table, shared's parts, the remotes' declarations and what they import) is watched.
        const files = new Set();
        for (const { route, html: frame } of routeFrames(appDir, files)) {
          const title = escapeHtml(`${route.title} - Member Portal`);
          const page = html.replace(root, `<div id="root">${frame}</div>`).replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
          compilation.emitAsset(frameFileOf(route.path), new compiler.webpack.sources.RawSource(page));
        }
        for (const file of files) compilation.fileDependencies.add(file);
      });
    });
  },
});

/** Wraps the factory's config function: adds the frames and the dev server's answers for them. */
function withSignedInFrames(makeConfig, appDir) {
  return (env, argv) => {
    const config = makeConfig(env, argv);
    config.plugins.push(signedInFramesPlugin(appDir));
    const fallback = config.devServer?.historyApiFallback;
    if (fallback && typeof fallback === 'object') {
      const frames = framedRoutes(appDir).map((r) => ({
        from: new RegExp(`^${r.path === '/' ? '/' : r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`),
        to: `/${frameFileOf(r.path)}`,
      }));
      fallback.rewrites = [...(fallback.rewrites ?? []), ...frames];
    }
    return config;
  };
}

module.exports = { withSignedInFrames, frameHtml, frameFileOf, framedRoutes, routeFrames };
