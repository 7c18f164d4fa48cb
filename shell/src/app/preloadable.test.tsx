import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable';

const Page = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const page = preloadable(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
    );
    await page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component name="Jo" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Jo')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when not loaded yet, and loads once', async () => {
    const load = jest.fn(() => Promise.resolve({ Page }));
    const page = preloadable(load, (m) => m.Page);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <page.Component name="Sam" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load can be tried again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Page });
    const page = preloadable(load, (m: { Page: typeof Page }) => m.Page);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toBe(Page);
  });
});
