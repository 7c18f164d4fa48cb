import { act, renderWithProviders, screen } from '../../test-utils';
import { Component, useLayoutEffect, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../session';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h2>Hello, {name}</h2>;
}

/** A module whose import resolves only when the test says so, like a chunk still downloading. */
function deferredModule() {
  let resolve!: (m: { Greeting: typeof Greeting; Other: () => null }) => void;
  const promise = new Promise<{ Greeting: typeof Greeting; Other: () => null }>((r) => (resolve = r));
  return { load: jest.fn(() => promise), arrive: () => act(async () => resolve({ Greeting, Other: () => null })) };
}

describe('lazyPage', () => {
  it('shows the page when its chunk arrives after the render that showed the waiting text but before its effect', async () => {
    // The race of a page preloaded early (the shell's opening page) and rendered in a transition:
    // the chunk lands between the render and the commit's effects. A thenable that settles at once
    // plays the chunk; a sibling's layout effect (after the render, before the effects) starts it.
    const chunk = { then: (arrived: (m: { Greeting: typeof Greeting }) => unknown) => Promise.resolve(arrived({ Greeting })) };
    const Page = lazyPage(() => chunk as unknown as Promise<{ Greeting: typeof Greeting }>, 'Greeting');
    function ArrivesNow() {
      useLayoutEffect(() => void Page.preload(), []);
      return null;
    }
    renderWithProviders(
      <>
        <Page name="Ida" />
        <ArrivesNow />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello, Ida' })).toBeInTheDocument();
  });

  it('fetches the page only when it is first rendered, shows the waiting text, then the named export with its props', async () => {
    const chunk = deferredModule();
    const Page = lazyPage(chunk.load, 'Greeting');
    expect(chunk.load).not.toHaveBeenCalled();

    renderWithProviders(<Page name="Ella" />);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Retrieving data, please wait...');

    await chunk.arrive();
    expect(await screen.findByRole('heading', { name: 'Hello, Ella' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes another fallback, and loads the chunk once however often the page is shown', async () => {
    const chunk = deferredModule();
    const Page = lazyPage(chunk.load, 'Greeting', { fallback: <p>Just a moment</p> });
    const { unmount } = renderWithProviders(<Page name="Ann" />);
    expect(screen.getByText('Just a moment')).toBeInTheDocument();
    await chunk.arrive();
    expect(await screen.findByRole('heading', { name: 'Hello, Ann' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Page name="Bob" />);
    expect(screen.getByRole('heading', { name: 'Hello, Bob' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it("shows the page's declared first screen until its chunk arrives", async () => {
    const chunk = deferredModule();
    const Page = lazyPage(chunk.load, 'Greeting', { fallback: <p>Alex Morgan</p> });
    const Own = lazyPage(chunk.load, 'Greeting', { fallback: <p>Just a moment</p> });
    renderWithProviders(
      <>
        <Page name="Ann" />
        <Own name="Bob" />
      </>,
    );
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('Just a moment')).toBeInTheDocument();
    expect(screen.queryByText('Retrieving data, please wait...')).not.toBeInTheDocument();
    await chunk.arrive();
    expect(await screen.findByRole('heading', { name: 'Hello, Ann' })).toBeInTheDocument();
    expect(screen.queryByText('Alex Morgan')).not.toBeInTheDocument();
  });

  it('preload fetches the chunk before the page is shown, once, and the page then renders at once', async () => {
    const chunk = deferredModule();
    const Page = lazyPage(chunk.load, 'Greeting');
    const preloaded = Page.preload();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.arrive();
    await preloaded;
    renderWithProviders(<Page name="Cy" />);
    expect(screen.getByRole('heading', { name: 'Hello, Cy' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it("preload with the shell's context asks for the page's data beside its chunk; without it, only the chunk", async () => {
    const chunk = deferredModule();
    const prefetch = jest.fn();
    const Page = lazyPage(chunk.load, 'Greeting', { prefetch });
    const context = { queryClient: new QueryClient(), user: { userId: 7, memberNumber: '100007' } as SessionUser };
    void Page.preload();
    expect(prefetch).not.toHaveBeenCalled();
    void Page.preload(context);
    expect(prefetch).toHaveBeenCalledWith(context);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.arrive();
  });

  it('a prefetch that throws still loads the chunk (the page asks for its data itself)', async () => {
    const chunk = deferredModule();
    const Page = lazyPage(chunk.load, 'Greeting', {
      prefetch: () => {
        throw new Error('no member number');
      },
    });
    const preloaded = Page.preload({ queryClient: new QueryClient(), user: { userId: 7 } as SessionUser });
    await chunk.arrive();
    await expect(preloaded).resolves.toBeUndefined();
  });

  it('names the page after its export for React dev tools', () => {
    expect(lazyPage(deferredModule().load, 'Greeting').displayName).toBe('lazyPage(Greeting)');
  });
});

describe('lazyPage failures', () => {
  it('throws a failed fetch to the error boundary, and fetches again when shown again', async () => {
    const load = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Greeting });
    const Page = lazyPage(load, 'Greeting');
    const first = renderWithProviders(
      <ErrorBoundaryProbe>
        <Page name="Zoe" />
      </ErrorBoundaryProbe>,
    );
    expect(await screen.findByText('Failed: chunk failed')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<Page name="Zoe" />);
    expect(await screen.findByRole('heading', { name: 'Hello, Zoe' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** Shows the caught error's message, as the shell's remote error boundary shows its fallback. */
class ErrorBoundaryProbe extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}
