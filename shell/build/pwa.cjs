// The installable portal and the offline member card, added to the shell's build:
// - entry `member-card` -> member-card.html, a page without React (src/member-card-page/),
// - public/ (sw.js, manifest.webmanifest, icons/) copied to dist as is: the service worker must
//   keep its name and live at the root to control the whole origin.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      // Before precompression (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER), so .br/.gz are written too.
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const walk = (dir) =>
          fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
        for (const file of walk(this.dir)) {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(path.relative(this.dir, file).split(path.sep).join('/'), new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/** Wraps the factory's config function. */
function withPwa(makeConfig, appDir) {
  return (env, argv) => {
    const config = makeConfig(env, argv);
    config.entry = { ...config.entry, 'member-card': './src/member-card-page/index.ts' };
    const plugins = [...config.plugins];
    // Both HTML pages of the factory carry only `main`; the card page only its own entry.
    plugins.push(
      // The portal's page template (shared/build/index.html), with the card page's own title and first paint.
      new HtmlWebpackPlugin({
        template: require.resolve('@portal/shared/build/index.html'),
        title: 'Member card',
        rootTag: 'main',
        rootHtml: '<p>Loading your member card…</p>',
        filename: 'member-card.html',
        chunks: ['member-card'],
      }),
      new CopyPublicPlugin(path.join(appDir, 'public')),
    );
    config.plugins = plugins;
    return config;
  };
}

module.exports = { withPwa };
