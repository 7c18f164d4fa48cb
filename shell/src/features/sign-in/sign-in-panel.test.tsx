// sign-in-panel.html is the start-up sign-in screen's markup, put in sign-in.html by the build so
// the panel paints before any script; bootstrap.tsx hydrates it. It must be exactly what React
// renders, or React throws the prerendered panel away. After changing the screen, regenerate it:
//   WRITE_SIGN_IN_PANEL=1 pnpm exec jest --selectProjects shell -t 'prerendered sign-in panel'
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StartupSignIn } from './startup-sign-in';

const PANEL_FILE = path.join(__dirname, 'sign-in-panel.html');

describe('prerendered sign-in panel', () => {
  it('is exactly what the start-up sign-in screen renders', () => {
    const rendered = renderToString(
      <StrictMode>
        <StartupSignIn kind="member" enterPortal={() => Promise.resolve()} preloadPortal={() => undefined} />
      </StrictMode>,
    );
    if (process.env.WRITE_SIGN_IN_PANEL === '1') writeFileSync(PANEL_FILE, `${rendered}\n`);
    expect(readFileSync(PANEL_FILE, 'utf8').trim()).toBe(rendered);
  });
});
