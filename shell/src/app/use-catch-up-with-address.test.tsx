import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { useCatchUpWithAddress } from './use-catch-up-with-address';

// Changes the address while the tree renders, before the router has subscribed to it: what a
// Back press (or another script) does while the portal's first render is still under way.
let moved = false;
function AddressChangedDuringRender() {
  if (!moved) {
    moved = true;
    window.history.pushState(null, '', '/club/desk');
  }
  return null;
}

function ShownAddress({ catchUp }: { catchUp: boolean }) {
  if (catchUp) useCatchUpWithAddress(); // eslint-disable-line react-hooks/rules-of-hooks -- fixed per render tree
  return <p>at {useLocation().pathname}</p>;
}

const renderRouter = (catchUp: boolean) =>
  render(
    <BrowserRouter>
      <AddressChangedDuringRender />
      <ShownAddress catchUp={catchUp} />
    </BrowserRouter>,
  );

describe('useCatchUpWithAddress', () => {
  beforeEach(() => {
    moved = false;
    window.history.replaceState(null, '', '/club');
  });

  it('without it, the router misses an address changed before it subscribed (the case it covers)', () => {
    renderRouter(false);
    expect(screen.getByText('at /club')).toBeInTheDocument();
  });

  it('brings the router to the address it missed', async () => {
    renderRouter(true);
    expect(await screen.findByText('at /club/desk')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/club/desk');
  });
});
