import mitt from 'mitt';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** A swim student owing a balance (docs/spec/bookings-commerce.md §3; 'posTrasanctionId' is spelled as the spec has it). */
export interface OutstandingStudent {
  studentName: string;
  studentNumber?: string;
  outstandingAmount: number;
  posTrasanctionId: number;
}

/** Kinds of server data a mutation can change; each is a query-key root (`serverKeys`, @portal/shared/query). */
export type ServerDomain = 'cart' | 'bookings' | 'outstanding' | 'membership' | 'notifications' | 'children';

/** Every cross-remote event. Remotes never import each other; they talk through these. */
export type PortalEvents = {
  'swim:outstanding': { students: OutstandingStudent[] };
  /** The header bell asks the swim remote to open the payment dialog for one due. */
  'swim:pay': { posTrasanctionId: number };
  'session:expired': void;
  /** In-app notifications changed (read, or new ones seen): bells and lists reload. */
  'notifications:changed': { unread?: number };
  /** Server data changed (a mutation succeeded): every app's queries of these kinds refetch. */
  'server:changed': { domains: ServerDomain[] };
};

export type PortalEventName = keyof PortalEvents;

/**
 * The one bus. @portal/shared is a Module Federation singleton, so an emit in one remote
 * reaches listeners in the host and every other remote.
 */
export const bus = mitt<PortalEvents>();

/** Subscribes for the component's lifetime; the latest handler is always called without resubscribing. */
export function useBusEvent<K extends PortalEventName>(name: K, handler: (payload: PortalEvents[K]) => void): void {
  const ref = useRef(handler);
  // Updated after render (not during it), before any event can reach the listener below.
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const listener = (payload: PortalEvents[K]) => ref.current(payload);
    bus.on(name, listener);
    return () => bus.off(name, listener);
  }, [name]);
}
