import { act, renderHook } from '@testing-library/react';
import { bus, useBusEvent } from './event-bus';

afterEach(() => bus.all.clear());

describe('event bus', () => {
  it('delivers typed payloads', () => {
    const seen: boolean[] = [];
    const handler = (v: boolean) => seen.push(v);
    bus.on('cart:show', handler);
    bus.emit('cart:show', true);
    bus.off('cart:show', handler);
    bus.emit('cart:show', false);
    expect(seen).toEqual([true]);
  });

  it('useBusEvent subscribes while mounted and calls the latest handler', () => {
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(({ tag }) => useBusEvent('cart:changed', (e) => calls.push(`${tag}:${e.source}`)), {
      initialProps: { tag: 'a' },
    });
    act(() => bus.emit('cart:changed', { source: 'shop' }));
    rerender({ tag: 'b' });
    act(() => bus.emit('cart:changed', { source: 'cart' }));
    unmount();
    bus.emit('cart:changed', { source: 'gone' });
    expect(calls).toEqual(['a:shop', 'b:cart']);
    expect(bus.all.get('cart:changed') ?? []).toHaveLength(0);
  });
});
