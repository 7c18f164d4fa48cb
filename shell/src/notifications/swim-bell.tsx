import { IconBell } from '@tabler/icons-react';
import { ActionIcon, Indicator } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, useBusEvent, type OutstandingStudent } from '@portal/shared/core';
import { preloadable } from '../app/preloadable';
import { DeferredMenu } from '../layout/deferred-menu';

// The dropdown (Mantine Menu, Tabs, ScrollArea) loads when wanted (DeferredMenu).
const SwimBellMenu = preloadable(
  () => import('./swim-bell-menu'),
  (m) => m.SwimBellMenu,
);

const isSwimPage = (pathname: string) => pathname.startsWith('/student') || pathname.startsWith('/makeup-credits');

/** Guardians' notification bell: students with dues, from the `swim:outstanding` event. */
export function SwimBell() {
  const [students, setStudents] = useState<OutstandingStudent[]>([]);
  useBusEvent('swim:outstanding', (p) => setStudents(p.students ?? []));
  const count = students.length;

  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pay = (s: OutstandingStudent) => {
    // A swim page listens and opens its payment dialog; elsewhere nobody does, so go to one.
    if (isSwimPage(pathname)) bus.emit('swim:pay', { posTrasanctionId: s.posTrasanctionId });
    else navigate(`/student-class-booking?pay=${s.posTrasanctionId}`);
  };

  return (
    // The count badge wraps the menu, so the menu's trigger attributes (aria-expanded,
    // aria-controls) land on the button itself rather than on the badge's plain div.
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="red">
      <DeferredMenu
        menu={SwimBellMenu}
        props={{ students, onPay: pay }}
        trigger={
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={
              count > 0
                ? `My Notifications, ${count} student${count === 1 ? '' : 's'} due for payment`
                : 'My Notifications'
            }
          >
            <IconBell
              aria-hidden="true"
              focusable="false"
              size={22}
              stroke={1.75}
              className={count > 0 ? 'shell-bell-alert' : undefined}
            />
          </ActionIcon>
        }
      />
    </Indicator>
  );
}
