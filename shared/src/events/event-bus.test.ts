import { act, renderHook } from '@testing-library/react';
import { bus, useBusEvent } from './event-bus';

afterEach(() => bus.all.clear());

describe('event bus', () => {
  it('delivers typed payloads', () => {
    const seen: number[] = [];
    const handler = (v: { posTrasanctionId: number }) => seen.push(v.posTrasanctionId);
    bus.on('swim:pay', handler);
    bus.emit('swim:pay', { posTrasanctionId: 1 });
    bus.off('swim:pay', handler);
    bus.emit('swim:pay', { posTrasanctionId: 2 });
    expect(seen).toEqual([1]);
  });

  it('useBusEvent subscribes while mounted and calls the latest handler', () => {
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(({ tag }) => useBusEvent('notifications:changed', (e) => calls.push(`${tag}:${e.unread}`)), {
      initialProps: { tag: 'a' },
    });
    act(() => bus.emit('notifications:changed', { unread: 1 }));
    rerender({ tag: 'b' });
    act(() => bus.emit('notifications:changed', { unread: 2 }));
    unmount();
    bus.emit('notifications:changed', { unread: 3 });
    expect(calls).toEqual(['a:1', 'b:2']);
    expect(bus.all.get('notifications:changed') ?? []).toHaveLength(0);
  });
});
