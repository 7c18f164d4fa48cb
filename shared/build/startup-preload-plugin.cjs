// <link rel="preload" as="script"> in the host's index.html for the scripts every signed-in first
// screen runs, so the browser fetches them with the HTML instead of one hop after another
// (main.js -> bootstrap and the shared singletons -> the portal -> the layout and the dashboard).
// The list is read from webpack's chunk graph at build time, so it follows the code:
// - the chunk groups of the entry's dynamic imports named in `requests` (index.ts's bootstrap and
//   portal), and below them every import marked webpackPreload (the layout, the dashboard);
// - for every shared module these consume (react-dom, the router, @portal/shared/core, ...), the
//   chunks of the module the host itself provides (its fallback): the shell registers its own
//   shares first ('loaded-first'), so those are the files the page runs.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const isConsumeShared = (module) => module.constructor && module.constructor.name === 'ConsumeSharedModule';

/** The files to preload (scripts and their CSS): ordered, deduplicated, without the entry's own files. */
function startupFiles(compilation, { entry, requests }) {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const { chunkGraph } = compilation;
  const seenGroups = new Set();
  const chunks = new Set();
  const groupsOfBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    return group ? [group] : [];
  };
  const addGroup = (group) => {
    if (seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (isConsumeShared(module)) for (const block of module.blocks) groupsOfBlock(block).forEach(addGroup);
      }
    }
    for (const child of group.childrenIterable) if (child.options && child.options.preloadOrder !== undefined) addGroup(child);
  };
  // The entry itself consumes nothing eagerly; its dynamic imports named in `requests` start the
  // page. Looked up among all chunk groups (not only the entry's children: how webpack links
  // groups to parents depends on the plugins, module federation among them).
  for (const group of compilation.chunkGroups) {
    if (group.origins.some((o) => requests.includes(o.request))) addGroup(group);
  }
  const entryFiles = new Set(entrypoint.getFiles());
  const files = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (/\.(js|css)$/.test(file) && !entryFiles.has(file) && !files.includes(file)) files.push(file);
    }
  }
  return files;
}

class StartupPreloadPlugin {
  /** @param {{ entry?: string, requests: string[], htmlFilename?: string }} options */
  constructor(options) {
    this.options = { entry: 'main', htmlFilename: 'index.html', ...options };
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        if (data.outputName !== this.options.htmlFilename) return data;
        const publicPath = data.publicPath || '';
        const files = startupFiles(compilation, this.options);
        // Fail the build rather than ship a page that silently lost its preloads.
        if (!files.length) {
          const { WebpackError } = compiler.webpack;
          compilation.errors.push(new WebpackError(`StartupPreloadPlugin: no chunk found for ${this.options.requests.join(', ')}`));
        }
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
