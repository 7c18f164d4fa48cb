// The signed-in frame of each route's HTML (shell/build/signed-in-frames.cjs) and the dashboard's
// greeting painted into it (frame-greeting.ts). Where they land on screen: e2e/tests/signed-in-frame.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { ROUTE_TABLE } from '../routing/route-table';
import { DEFAULT_AVATAR } from '@portal/shared/member-avatar';
import { paintFrameGreeting } from './frame-greeting';
import { paintFrameProfileCard } from './frame-profile-card';
import { FrameFirstScreen, forgetFrameFirstScreen, keepHtmlFirstScreen } from '../ui/frame-first-screen';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const frames = require('../../build/signed-in-frames.cjs') as {
  framedRoutes: (appDir: string) => { path: string; title: string }[];
  frameHtml: (route: { path: string; title: string; hideSideMenu?: boolean }) => string;
  frameFileOf: (routePath: string) => string;
  routeFrames: (appDir: string) => { route: { path: string; title: string }; html: string }[];
};
const SHELL_DIR = path.join(__dirname, '..', '..');

describe('signed-in frames', () => {
  test('every signed-in route with a fixed address has one, with its title', () => {
    const framed = frames.framedRoutes(SHELL_DIR);
    expect(framed.map((r) => r.path)).toEqual(ROUTE_TABLE.filter((r) => r.layout === 'app' && !r.path.includes(':')).map((r) => r.path));
    expect(framed.find((r) => r.path === '/classbooking')?.title).toBe('Book a Class');
    expect(frames.frameFileOf('/')).toBe('pages/index.html');
    expect(frames.frameFileOf('/club/desk')).toBe('pages/club/desk.html');
  });

  test('the frame holds the breadcrumbs and the h1 title as the layout draws them, escaped', () => {
    document.body.innerHTML = frames.frameHtml({ path: '/x', title: 'Tom & <Jerry>' });
    expect(document.querySelector('h1')?.textContent).toBe('Tom & <Jerry>');
    expect(document.querySelector('[aria-label="Breadcrumb"]')?.textContent).toBe('Home›Tom & <Jerry>');
    expect(document.querySelector('script, jerry')).toBeNull();
    document.body.innerHTML = frames.frameHtml({ path: '/', title: 'Dashboard' });
    expect(document.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(document.querySelector('[aria-label="Breadcrumb"]')?.textContent).toBe('Home');
    document.body.innerHTML = frames.frameHtml({ path: '/shop', title: 'Shop', hideSideMenu: true });
    expect(document.querySelector('.portal-frame__navbar')).toBeNull();
  });
});

describe('paintFrameGreeting', () => {
  const frame = () => {
    document.body.innerHTML = `<div id="root">${frames.frameHtml({ path: '/', title: 'Dashboard' })}</div>`;
  };

  test('adds the greeting and the club once, as text', () => {
    frame();
    const user = { fullName: '<img src=x onerror=alert(1)>', clubName: 'Club of the user' };
    paintFrameGreeting(user, { clubName: 'Demo Fitness Club' });
    paintFrameGreeting(user, { clubName: 'Demo Fitness Club' });
    expect(document.querySelectorAll('.portal-frame__greeting')).toHaveLength(1);
    expect(document.querySelector('.portal-frame__greeting h2')?.textContent).toBe('Hello, <img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.portal-frame__greeting p')?.textContent).toBe('Demo Fitness Club');
  });

  test("the user's club when the theme has no name; nothing once React has replaced the frame", () => {
    frame();
    paintFrameGreeting({ fullName: 'Alex Morgan', clubName: 'Demo Fitness Club' }, undefined);
    expect(document.querySelector('.portal-frame__greeting p')?.textContent).toBe('Demo Fitness Club');
    document.body.innerHTML = '<div id="root"><main></main></div>';
    paintFrameGreeting({ fullName: 'Alex Morgan', clubName: 'x' }, undefined);
    expect(document.body.textContent).toBe('');
  });
});

describe('paintFrameProfileCard', () => {
  const frame = () => {
    const html = frames.routeFrames(SHELL_DIR).find((f) => f.route.path === '/profile')?.html ?? '';
    document.body.innerHTML = `<div id="root">${html}</div>`;
  };
  const member = { fullName: '<b>Alex</b> Morgan', email: 'member@demo.club', userType: 1 };

  test("the frame's HTML holds the card under the title: the default picture, no one in it yet", () => {
    frame();
    expect(document.querySelector('.portal-frame__title + .portal-profile-card')).not.toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_AVATAR);
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Profile picture');
    expect(document.querySelector('.portal-profile-card__name')?.textContent).toBe('\u00a0');
    expect(document.querySelector('.portal-profile-card__email')?.textContent).toBe('\u00a0');
  });

  test("fills the frame's card with the member's own picture, the name and e-mail as text", () => {
    frame();
    const theme = { flags: {}, userAvatar: 'iVBORw0KGgo=', userAvatarIsOwn: true };
    paintFrameProfileCard(member, theme);
    paintFrameProfileCard(member, theme);
    expect(document.querySelectorAll('.portal-profile-card')).toHaveLength(1);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(document.querySelector('.portal-profile-card__name')?.textContent).toBe('<b>Alex</b> Morgan');
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('.portal-profile-card__email')?.textContent).toBe('member@demo.club');
  });

  test("the default picture when the theme's is the club's; a guardian's frame loses the card; nothing without a frame", () => {
    frame();
    paintFrameProfileCard(member, { flags: {}, userAvatar: 'Q0xVQg==', userAvatarIsOwn: false });
    expect(document.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_AVATAR);
    frame();
    paintFrameProfileCard({ ...member, userType: 5 }, { flags: {} });
    expect(document.querySelector('.portal-profile-card')).toBeNull();
    document.body.innerHTML = '<div id="root"><main></main></div>';
    paintFrameProfileCard(member, { flags: {} });
    expect(document.body.textContent).toBe('');
  });
});

describe("a remote's declared first screen in the frame", () => {
  const frameOf = (routePath: string) => frames.routeFrames(SHELL_DIR).find((f) => f.route.path === routePath)?.html ?? '';

  test('/household and /privacy hold theirs under the one h1; a page without a declaration holds none', () => {
    document.body.innerHTML = `<div id="root">${frameOf('/household')}</div>`;
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('.portal-frame__title + .portal-first-screen p')?.textContent).toMatch(/^You pay for the members of your household: /);
    document.body.innerHTML = `<div id="root">${frameOf('/privacy')}</div>`;
    expect(document.querySelector('.portal-first-screen h3')?.textContent).toBe('Download my data');
    expect(document.querySelector('.portal-first-screen p')?.textContent).toMatch(/^Everything the club holds about you: /);
    expect(frameOf('/classbooking')).not.toContain('portal-first-screen');
    expect(frameOf('/classbooking')).toBe(frames.frameHtml({ path: '/classbooking', title: 'Book a Class' }));
  });

  test('the shell keeps the painted element and shows that same element while the remote loads', () => {
    document.body.innerHTML = `<div id="root">${frameOf('/household')}</div>`;
    const painted = document.querySelector('.portal-first-screen');
    keepHtmlFirstScreen('/household');
    document.body.innerHTML = '';
    const { container, unmount } = render(createElement(FrameFirstScreen, { path: '/household', fallback: 'loading' }));
    expect(container.querySelector('.portal-frame__first-screen > .portal-first-screen')).toBe(painted);
    unmount();
    forgetFrameFirstScreen();
    expect(render(createElement(FrameFirstScreen, { path: '/household', fallback: 'loading' })).container.textContent).toBe('loading');
  });

  describe('read as data from <remote>/src/first-screens.ts', () => {
    let root: string;
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'frames-'));
      write(
        'shell/src/routing/route-table.ts',
        "export const ROUTE_TABLE = [{ path: '/x', remote: 'mf-x', layout: 'app', title: 'X' }, { path: '/y', remote: 'mf-y', layout: 'app', title: 'Y' }];",
      );
      write('mf-x/src/lib/texts.ts', "export const X_SCREEN = { heading: 'A & B', intro: 'What X is for.' };");
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
    const framesOf = () => frames.routeFrames(path.join(root, 'shell'));

    test("paints the remote's constants, escaped; a remote without the file has none", () => {
      write('mf-x/src/first-screens.ts', "import type { T } from '@portal/shared/first-screen';\nimport { X_SCREEN } from './lib/texts';\nexport const FIRST_SCREENS = { '/x': X_SCREEN } satisfies T;");
      const [x, y] = framesOf();
      expect(x?.html).toContain('<div class="portal-first-screen"><h3 class="portal-first-screen__heading">A &amp; B</h3><p class="portal-first-screen__intro portal-first-screen__intro--md">What X is for.</p></div></main>');
      expect(y?.html).not.toContain('portal-first-screen');
    });

    test("a declaration for a route the remote does not own, or one importing a package, fails the build", () => {
      write('mf-x/src/first-screens.ts', "export const FIRST_SCREENS = { '/y': { intro: 'Not mine.' } };");
      expect(framesOf).toThrow('mf-x/src/first-screens.ts: /y is not a signed-in route of mf-x');
      write('mf-x/src/first-screens.ts', "import { X } from '@portal/shared';\nexport const FIRST_SCREENS = { '/x': X };");
      expect(framesOf).toThrow('may import only relative modules (not @portal/shared)');
    });
  });
});
