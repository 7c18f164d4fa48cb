// One webpack factory for the host and every remote: swc for TypeScript,
// content-hashed chunks, module federation with the shared singleton list.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { sharedSingletons, writeHostShares } = require('./mf-shared.cjs');
const ports = require('./ports.cjs');

/**
 * webpack 5.111 asks the federation runtime module for the entry filename while
 * chunk hashes are still being computed (module-federation/core#5077), when no
 * content hash exists yet. The runtime only needs the folder depth from it, so we
 * answer a hash-free name of the same depth in that phase.
 */
function hashedEntryFilename(pathData) {
  const hash = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hash ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * Brotli and gzip files beside every compressible asset, for nginx and the embedded server to
 * send as they are (no compression per request). Only above 1 KB and only where the result is at
 * least 20% smaller; source maps are left out (browsers fetch them only with dev tools open).
 */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
function precompressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

// Libraries a first screen needs, each group loaded as one file instead of one per package: over
// HTTP/1.1 a browser opens six connections to a host, so each extra file of the start-up costs
// a round trip (docs/decisions/performance.md). Split by who needs them: the sign-in
// page loads React alone; the signed-in portal adds the router, the query layer, the API client
// and the light core of @portal/shared (shared/src/core.ts and the query entry).
const SEP = '[\\\\/]';
const nodeModules = (names) => new RegExp(`${SEP}node_modules${SEP}(${names.join('|')})${SEP}`);

/** The files shared/src/core.ts re-exports, and the query entry's folder, as one path test. */
function sharedCoreModules() {
  const src = path.join(__dirname, '..', 'src');
  const core = require('node:fs').readFileSync(path.join(src, 'core.ts'), 'utf8');
  const parts = [...core.matchAll(/export \* from '\.\/([^']+)'/g)].map((m) => m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, SEP));
  return new RegExp(`${SEP}shared${SEP}src${SEP}(core\\.ts$|query${SEP}|(${parts.join('|')})(\\.tsx?$|${SEP}))`);
}

/** The generated subset modules (shared-subsets.cjs) of the packages in `pkgs`. */
const subsetModules = (pkgs) => new RegExp(`${SEP}\\.subsets${SEP}[^\\\\/]+\\.(${pkgs.map((p) => p.replace(/[@/]/g, '_')).join('|')})\\.mjs$`);

const HOST_UI = nodeModules(['@mantine/core', '@mantine/hooks', '@floating-ui', 'react-number-format', 'react-remove-scroll', 'react-remove-scroll-bar', 'react-style-singleton', 'use-callback-ref', 'use-sidecar', 'tslib', 'clsx', 'react-textarea-autosize', 'use-composed-ref', 'use-isomorphic-layout-effect', 'use-latest']);
const inChunkNamed = (module, chunkGraph, names) =>
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => names.includes(chunk.name));

/**
 * @param {object} chunks
 * @param {boolean} chunks.isHost
 * @param {string[]} chunks.lightChunks named chunks whose modules stay out of the groups (the
 *   sign-in page's own chunk: the portal's libraries must not ride along on it)
 * @param {string[]} chunks.firstScreenChunks named chunks every page of the app loads first (the
 *   shell's portal and layout): the packages they use go into one file, `first-screen-vendors`,
 *   instead of one file per combination of chunks that share them
 */
function startupSplitChunks({ isHost, lightChunks, firstScreenChunks }) {
  // The light chunks keep their own copies of what the portal-libs group holds; React (framework)
  // is the sign-in page's too, so it stays one file for both.
  const groups = {
    framework: [nodeModules(['react', 'react-dom', 'scheduler', 'zustand', 'mitt'])],
    'portal-libs': [
      nodeModules(['react-router', 'react-router-dom', '@tanstack', 'ky', 'dayjs']),
      subsetModules(['react-router-dom', '@tanstack/react-query']),
      sharedCoreModules(),
    ],
  };
  const cacheGroups = {};
  for (const [name, tests] of Object.entries(groups)) {
    cacheGroups[name] = {
      test: (module, { chunkGraph }) =>
        Boolean(module.resource) &&
        tests.some((t) => t.test(module.resource)) &&
        (name === 'framework' || !inChunkNamed(module, chunkGraph, lightChunks)),
      name,
      chunks: 'async',
      enforce: true,
      priority: 40,
    };
  }
  // The rest of the Mantine the remotes take from the shell (mf-shared.cjs, the workspace's
  // subset): one file when a remote's page first needs it, not one per combination of pages.
  if (isHost) {
    cacheGroups['remote-ui'] = {
      test: (module, { chunkGraph }) =>
        Boolean(module.resource) && HOST_UI.test(module.resource) && !inChunkNamed(module, chunkGraph, lightChunks),
      name: 'remote-ui',
      chunks: 'async',
      enforce: true,
      priority: 20,
    };
  }
  if (firstScreenChunks.length) {
    cacheGroups['first-screen-vendors'] = {
      test: (module, { chunkGraph }) =>
        Boolean(module.resource) &&
        /[\\/]node_modules[\\/]/.test(module.resource) &&
        inChunkNamed(module, chunkGraph, firstScreenChunks) &&
        !inChunkNamed(module, chunkGraph, lightChunks),
      name: 'first-screen-vendors',
      chunks: 'async',
      enforce: true,
      priority: 30,
    };
  }
  return { cacheGroups };
}

/**
 * What the build plugin did for the host and the runtime it now creates itself still needs: the
 * browser-only build of the runtime (no Node.js loaders), as `experiments.optimization.target`.
 */
function hostFederationPlugins() {
  return [new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })];
}

/** Remote container names must be JS identifiers: mf-account -> mf_account. */
function containerName(appName) {
  return appName.replace(/-/g, '_');
}

/**
 * @param {object} options
 * @param {string} options.appDir   absolute path of the app folder
 * @param {string} options.appName  shell | mf-account | ...
 * @param {boolean} [options.isHost]
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.lightChunks] chunk names (webpackChunkName) of a light first screen
 *   whose modules the start-up groups leave alone (startupSplitChunks)
 * @param {string[]} [options.firstScreenChunks] chunk names every page loads first (startupSplitChunks)
 * @param {{ filename: string, title: string, rootHtmlFile: string, paths: RegExp }[]} [options.prerenderedPages]
 *   extra HTML pages whose #root already holds a page's markup (painted before any script), and
 *   the addresses the dev server answers with them
 */
function createAppConfig({
  appDir,
  appName,
  isHost = false,
  exposes = {},
  lightChunks = [],
  firstScreenChunks = [],
  prerenderedPages = [],
}) {
  const pkg = require(path.join(appDir, 'package.json'));
  return (_env, argv) => {
    const isProd = argv.mode === 'production';
    const port = ports[appName];
    return {
      mode: isProd ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Remotes resolve their chunks next to their remoteEntry wherever they are served.
        publicPath: isHost ? '/' : 'auto',
        filename: isProd ? hashedEntryFilename : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: containerName(appName),
        // Another salt gives every file new content hashes from the same sources: the e2e test of
        // a remote redeployed under an open tab builds a second release this way.
        hashSalt: process.env.PORTAL_BUILD_SALT || undefined,
        clean: true,
      },
      resolve: {
        ...(isHost ? { alias: { '@portal/host-shares$': writeHostShares(appDir) } } : {}),
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        // The host has no build plugin: its runtime instance is created when a remote is first
        // needed (shell/src/federation/federation-host.ts), so pages without one never download
        // or start the federation runtime (docs/decisions/performance.md).
        ...(isHost ? hostFederationPlugins() : []),
        ...(isHost ? [] : [new ModuleFederationPlugin({
          name: containerName(appName),
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(pkg, appDir, { production: isProd }),
          // 'version-first' would fetch every remote entry at start-up; one offline
          // remote could then hang sign-in.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // Browser only: the runtime leaves out its Node.js loaders (smaller start-up file).
          // In production a remote's entry uses the runtime core the shell's runtime instance puts
          // on the page (federation-host.ts) instead of bundling its own copy: about 16 KB gz less
          // on every remote page. It costs the shell nothing because the core is in the shell's
          // `federation` chunk, which only remote pages load, not in main.js
          // (docs/decisions/performance.md). Development keeps
          // the copy, so a remote still starts alone.
          experiments: { optimization: { target: 'web' }, externalRuntime: isProd },
        })]),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Member Portal',
          // The host page is the only one users open; remotes get one for standalone dev.
          filename: 'index.html',
          chunks: ['main'],
        }),
        ...prerenderedPages.map(
          (page) =>
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title: page.title,
              filename: page.filename,
              chunks: ['main'],
              rootHtml: require('node:fs').readFileSync(path.join(appDir, page.rootHtmlFile), 'utf8').trim(),
            }),
        ),
        ...(isProd ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' })] : []),
        // Last, so it sees every asset the plugins above emit.
        ...(isProd ? precompressionPlugins() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: isProd ? 'deterministic' : 'named',
        ...(isProd ? { splitChunks: startupSplitChunks({ isHost, lightChunks, firstScreenChunks }) } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: prerenderedPages.length
          ? { rewrites: prerenderedPages.map((page) => ({ from: page.paths, to: `/${page.filename}` })) }
          : true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/healthz', '/readyz'], target: `http://127.0.0.1:${ports.api}` }],
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, containerName };
