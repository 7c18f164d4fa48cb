import { useEffect, useState } from 'react';
import type { MemberHome } from '@portal/shared/contracts';
import { fetchHome } from './home-api';

export type HomeState = { status: 'loading' } | { status: 'ready'; home: MemberHome } | { status: 'error' };

/** GET /portal/home once per visit of the dashboard. */
export function useHome(userId: number | undefined): HomeState {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    fetchHome().then(
      (home) => live && setState({ status: 'ready', home }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return state;
}
