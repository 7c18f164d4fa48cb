import { act, renderWithProviders, screen } from '../../test-utils';
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
    const Page = lazyPage(chunk.load, 'Greeting', <p>Just a moment</p>);
    const { unmount } = renderWithProviders(<Page name="Ann" />);
    expect(screen.getByText('Just a moment')).toBeInTheDocument();
    await chunk.arrive();
    expect(await screen.findByRole('heading', { name: 'Hello, Ann' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Page name="Bob" />);
    expect(screen.getByRole('heading', { name: 'Hello, Bob' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('names the page after its export for React dev tools', () => {
    expect(lazyPage(deferredModule().load, 'Greeting').displayName).toBe('lazyPage(Greeting)');
  });
});
