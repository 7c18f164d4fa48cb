// The signed-in layout's frame in the HTML itself: one page per signed-in route of the
// route table, pages/<path>.html ('/' is pages/index.html), whose #root already holds the header
// bar, the side menu's place and the page's breadcrumbs and title, as the layout renders them. The
// title paints with the HTML and the entry's CSS, before any script; React replaces the frame when
// the portal renders (nothing is hydrated: no layout shift is possible from the swap).
// Served by api/src/plugins/static-apps.ts and deploy/nginx/static-app.conf; routes with
// parameters and unknown addresses keep the frameless index.html.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** The route table (src/routing/route-table.ts) as data: its only import is a type. */
function loadRouteTable(appDir) {
  const file = path.join(appDir, 'src', 'routing', 'route-table.ts');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    fileName: file,
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(mod, mod.exports, require);
  return mod.exports.ROUTE_TABLE;
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file a route's frame is written to (and served from). */
const frameFileOf = (routePath) => (routePath === '/' ? 'pages/index.html' : `pages${routePath}.html`);

/**
 * The frame's markup: the same regions, breadcrumbs and title as AppLayout and BreadcrumbsBar
 * (the route table's title, "Dashboard" for '/'); class names are the frame's own (signed-in-frame.css).
 */
function frameHtml(route) {
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
    '</main></div>'
  );
}

/** Signed-in routes with a fixed address (a route with parameters has no single title to show). */
function framedRoutes(appDir) {
  return loadRouteTable(appDir).filter((r) => r.layout === 'app' && !r.path.includes(':'));
}

/** Emits the frames from the built index.html, before precompression writes their .br and .gz. */
const signedInFramesPlugin = (appDir) => ({
  apply(compiler) {
    const routeTableFile = path.join(appDir, 'src', 'routing', 'route-table.ts');
    compiler.hooks.thisCompilation.tap('SignedInFramesPlugin', (compilation) => {
      compilation.fileDependencies.add(routeTableFile);
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      compilation.hooks.processAssets.tap({ name: 'SignedInFramesPlugin', stage }, () => {
        const index = compilation.getAsset('index.html');
        if (!index) throw new Error('SignedInFramesPlugin: index.html was not emitted');
        const html = index.source.source().toString();
        const root = /<div id="?root"?><\/div>/;
        if (!root.test(html)) throw new Error('SignedInFramesPlugin: index.html has no empty #root');
        for (const route of framedRoutes(appDir)) {
          const title = escapeHtml(`${route.title} - Member Portal`);
          const page = html.replace(root, `<div id="root">${frameHtml(route)}</div>`).replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
          compilation.emitAsset(frameFileOf(route.path), new compiler.webpack.sources.RawSource(page));
        }
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

module.exports = { withSignedInFrames, frameHtml, frameFileOf, framedRoutes };
