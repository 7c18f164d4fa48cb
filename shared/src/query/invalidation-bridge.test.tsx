import { useMutation, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, bus, sessionStore } from '@portal/shared/core';
import { TEST_USER } from '../test-utils/render-with-providers';
import { announceChange } from './invalidation-bridge';
import { createPortalQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { serverKeys } from './query-keys';

afterEach(() => act(() => sessionStore.getState().signedOut()));

/** "The shell": the cart badge's query. */
function useCartCount(fetchCount: () => Promise<number>) {
  return useQuery({ queryKey: [...serverKeys.cart, 'M0001', 'count'], queryFn: fetchCount });
}

/** "The shop": a mutation hook that announces its change, as every feature's mutation hooks do. */
function useAddToCart(add: () => Promise<void>) {
  return useMutation({ mutationFn: add, onSuccess: () => announceChange('cart') });
}

describe('event bus -> query invalidation bridge', () => {
  it("a mutation in one app's hook refetches another app's query through server:changed", async () => {
    let count = 0;
    const fetchCount = jest.fn(async () => count);
    const client = createPortalQueryClient({ test: true });
    function Badge() {
      const { data } = useCartCount(fetchCount);
      return <span>badge {data ?? '-'}</span>;
    }
    function ShopButton() {
      const m = useAddToCart(async () => {
        count += 1;
      });
      return <button onClick={() => m.mutate()}>Add</button>;
    }
    // Two separate React roots under the one client: like the shell's header and a remote's page.
    render(
      <QueryProvider client={client}>
        <Badge />
      </QueryProvider>,
    );
    render(
      <QueryProvider client={client}>
        <ShopButton />
      </QueryProvider>,
    );
    expect(await screen.findByText('badge 0')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(await screen.findByText('badge 1')).toBeTruthy();
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });

  it('a change of kind and notifications:changed refresh the dashboard too', async () => {
    const client = createPortalQueryClient({ test: true });
    const home = jest.fn(async () => ({ ok: true }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
    const { result } = renderHook(() => useQuery({ queryKey: serverKeys.home, queryFn: home }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => bus.emit('notifications:changed', {}));
    await waitFor(() => expect(home).toHaveBeenCalledTimes(2));
    act(() => announceChange('bookings'));
    await waitFor(() => expect(home).toHaveBeenCalledTimes(3));
  });

  it('a query another kind of change does not concern stays cached', async () => {
    const client = createPortalQueryClient({ test: true });
    const cart = jest.fn(async () => 1);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
    const { result } = renderHook(() => useQuery({ queryKey: [...serverKeys.cart, 'x'], queryFn: cart }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => announceChange('bookings'));
    await new Promise((r) => setTimeout(r, 20));
    expect(cart).toHaveBeenCalledTimes(1);
  });

  it('a change of user empties the cache', async () => {
    const client = createPortalQueryClient({ test: true });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
    renderHook(() => null, { wrapper });
    client.setQueryData(serverKeys.home, { name: 'previous member' });
    act(() => sessionStore.getState().signedIn({ ...TEST_USER, userId: 99 }, null));
    expect(client.getQueryData(serverKeys.home)).toBeUndefined();
  });

  it('the portal client retries a 5xx read but not a 4xx', async () => {
    const client = createPortalQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
    const flaky = jest.fn().mockRejectedValueOnce(new ApiError(502, 'Bad gateway')).mockResolvedValue('ok');
    const { result } = renderHook(() => useQuery({ queryKey: ['flaky'], queryFn: flaky }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(flaky).toHaveBeenCalledTimes(2);

    const refused = jest.fn().mockRejectedValue(new ApiError(403, 'Forbidden'));
    const r2 = renderHook(() => useQuery({ queryKey: ['refused'], queryFn: refused }), { wrapper });
    await waitFor(() => expect(r2.result.current.isError).toBe(true));
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
