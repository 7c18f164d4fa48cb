// The signed-in frame of each route's HTML (shell/build/signed-in-frames.cjs) and the dashboard's
// greeting painted into it (frame-greeting.ts). Where they land on screen: e2e/tests/signed-in-frame.spec.ts.
import path from 'node:path';
import { ROUTE_TABLE } from '../routing/route-table';
import { DEFAULT_AVATAR } from '@portal/shared/member-avatar';
import { paintFrameGreeting } from './frame-greeting';
import { paintFrameProfileCard } from './frame-profile-card';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const frames = require('../../build/signed-in-frames.cjs') as {
  framedRoutes: (appDir: string) => { path: string; title: string }[];
  frameHtml: (route: { path: string; title: string; hideSideMenu?: boolean }) => string;
  frameFileOf: (routePath: string) => string;
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
    document.body.innerHTML = `<div id="root">${frames.frameHtml({ path: '/profile', title: 'My Profile' })}</div>`;
  };
  const member = { fullName: '<b>Alex</b> Morgan', email: 'member@demo.club', userType: 1 };

  test("adds the member's card once, their own picture, the name and e-mail as text", () => {
    frame();
    const theme = { flags: {}, userAvatar: 'iVBORw0KGgo=', userAvatarIsOwn: true };
    paintFrameProfileCard(member, theme);
    paintFrameProfileCard(member, theme);
    expect(document.querySelectorAll('.portal-profile-card')).toHaveLength(1);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Profile picture');
    expect(document.querySelector('.portal-profile-card__name')?.textContent).toBe('<b>Alex</b> Morgan');
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('.portal-profile-card__email')?.textContent).toBe('member@demo.club');
  });

  test("the default picture when the theme's is the club's; nothing for a guardian or without a frame", () => {
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
