const { createAppConfig } = require('@portal/shared/build/webpack-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  appName: 'shell',
  isHost: true,
  runtimePlugins: [require.resolve('./src/federation/retry-runtime-plugin.ts')],
});
