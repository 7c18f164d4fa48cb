import { IconBell } from '@tabler/icons-react';
import { ActionIcon, Indicator } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, useBusEvent, useSession, type OutstandingStudent } from '@portal/shared/core';
import { preloadableExport } from '../app/preloadable';
import { DeferredMenu } from '../layout/deferred-menu';
import { useOutstandingQuery } from './notifications-api';

// The dropdown (Mantine Menu, Tabs, ScrollArea) loads when wanted (DeferredMenu).
const SwimBellMenu = preloadableExport(() => import('./swim-bell-menu'), 'SwimBellMenu');

const isSwimPage = (pathname: string) => pathname.startsWith('/student') || pathname.startsWith('/makeup-credits');

/**
 * Guardians' notification bell: students with dues, read from the API when the session is known
 * (so it is right on every page, not only once a swim page has loaded), then kept current by the
 * swim remote's `swim:outstanding` after each payment.
 */
export function SwimBell() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const { data } = useOutstandingQuery(userId);
  // The swim remote's `swim:outstanding` (after a payment) wins until the next read of the dues.
  const [pushed, setPushed] = useState<{ from: typeof data; students: OutstandingStudent[] } | null>(null);
  useBusEvent('swim:outstanding', (p) => setPushed({ from: data, students: p.students ?? [] }));
  // The swim school may be off for this club: a failed read simply leaves the bell empty.
  const students: OutstandingStudent[] =
    pushed && pushed.from === data
      ? pushed.students
      : (data ?? []).map((r) => ({
          studentName: r.studentName,
          studentNumber: r.studentNumber,
          outstandingAmount: r.outstandingAmount,
          posTrasanctionId: r.posTrasanctionId,
        }));
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
