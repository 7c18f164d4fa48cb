const { createAppConfig } = require('@portal/shared/build/webpack-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  appName: 'mf-club',
  exposes: { './routes': './src/routes.tsx' },
});
