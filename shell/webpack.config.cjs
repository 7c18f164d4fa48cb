const { createAppConfig } = require('@portal/shared/build/webpack-config.cjs');
const { withPwa } = require('./build/pwa.cjs');
const { withSignedInFrames } = require('./build/signed-in-frames.cjs');

module.exports = withSignedInFrames(withPwa(createAppConfig({
  appDir: __dirname,
  appName: 'shell',
  isHost: true,
  // The start-up sign-in page's chunks (index.ts, bootstrap.tsx; its passkey sign-in) keep their own copies of what they
  // use: the portal's library groups would otherwise come with them.
  lightChunks: ['sign-in', 'sign-in-passkeys'],
  // The portal's start-up with the signed-in layout, and the dashboard (index.ts, bootstrap.tsx,
  // app/routes.tsx): the packages they use come as one file, which remote pages share.
  firstScreenChunks: ['portal', 'dashboard'],
  // The sign-in panel is in the HTML itself, so it paints before any script has run; the
  // start-up hydrates it (docs/decisions/performance.md). Same paths as sign-in-paths.ts.
  prerenderedPages: [
    {
      filename: 'sign-in.html',
      title: 'Account Login - Member Portal',
      rootHtmlFile: 'src/features/sign-in/sign-in-panel.html',
      paths: /^\/(login|signin\/[12])\/?$/,
    },
  ],
}), __dirname), __dirname);
