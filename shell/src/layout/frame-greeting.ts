// The dashboard's greeting in the signed-in frame (pages/index.html), painted as soon as the
// start-up session check names the member, while the portal's JavaScript still downloads: the
// page's largest text then shows without waiting for React. React's dashboard renders
// the same greeting in the same place when it replaces the frame (signed-in-frame.css).
import type { SessionUser } from '@portal/shared/core';

/** Adds "Hello, <name>" and the club's name under the frame's title, once; nothing without a frame. */
export function paintFrameGreeting(user: Pick<SessionUser, 'fullName' | 'clubName'>, theme: { clubName?: unknown } | undefined): void {
  const main = document.querySelector('#root > .portal-frame > .portal-frame__main');
  if (!main || main.querySelector('.portal-frame__greeting') || !user.fullName) return;
  const greeting = document.createElement('div');
  greeting.className = 'portal-frame__greeting';
  const hello = document.createElement('h2');
  // textContent: a name is never markup.
  hello.textContent = `Hello, ${user.fullName}`;
  greeting.append(hello);
  // As DashboardPage: the theme's name, else the user's club.
  const clubName = typeof theme?.clubName === 'string' ? theme.clubName : user.clubName;
  if (clubName) {
    const club = document.createElement('p');
    club.textContent = clubName;
    greeting.append(club);
  }
  main.append(greeting);
}
