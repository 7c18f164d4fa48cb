// Group commit (keyed-batches.ts): who goes together, in which order, and what a failed run does
// to the others. Explicit promises, no waiting.
import { KeyedBatches, MAX_BATCH, type Outcome } from './keyed-batches';

/** A runner whose runs the test finishes by hand. */
function manualRunner() {
  const runs: Array<{ key: number; items: number[]; finish: (outcomes: Array<Outcome<string>> | Error) => void }> = [];
  const batches = new KeyedBatches<number, number, string>(
    (key, items) =>
      new Promise((resolve, reject) => {
        runs.push({ key, items, finish: (o) => (o instanceof Error ? reject(o) : resolve(o)) });
      }),
  );
  return { runs, batches };
}
const flush = () => new Promise((r) => setImmediate(r));
const okAll = (items: number[]) => items.map((i) => ({ ok: true as const, value: `booked ${i}` }));

describe('KeyedBatches', () => {
  it('runs a lone item at once, and the items that arrive meanwhile together, in arrival order', async () => {
    const { runs, batches } = manualRunner();
    const first = batches.submit(7, 1);
    await flush();
    expect(runs.map((r) => r.items)).toEqual([[1]]);
    const later = [2, 3, 4].map((i) => batches.submit(7, i));
    await flush();
    expect(runs).toHaveLength(1);
    runs[0]!.finish(okAll([1]));
    await expect(first).resolves.toBe('booked 1');
    await flush();
    expect(runs[1]!.items).toEqual([2, 3, 4]);
    runs[1]!.finish(okAll([2, 3, 4]));
    await expect(Promise.all(later)).resolves.toEqual(['booked 2', 'booked 3', 'booked 4']);
  });

  it('keeps keys apart: another class does not wait for this one', async () => {
    const { runs, batches } = manualRunner();
    void batches.submit(1, 10);
    void batches.submit(2, 20);
    await flush();
    expect(runs.map((r) => [r.key, r.items])).toEqual([
      [1, [10]],
      [2, [20]],
    ]);
  });

  it('gives each item its own outcome, and retries items one by one when a run fails', async () => {
    const { runs, batches } = manualRunner();
    void batches.submit(7, 0);
    await flush();
    const results = [1, 2].map((i) => batches.submit(7, i).then(String, (e: Error) => `refused: ${e.message}`));
    runs[0]!.finish(okAll([0]));
    await flush();
    runs[1]!.finish(new Error('deadlock'));
    await flush();
    expect(runs.slice(2).map((r) => r.items)).toEqual([[1]]);
    runs[2]!.finish([{ ok: false, error: new Error('already booked') }]);
    await flush();
    expect(runs[3]!.items).toEqual([2]);
    runs[3]!.finish(okAll([2]));
    await expect(Promise.all(results)).resolves.toEqual(['refused: already booked', 'booked 2']);
  });

  it('never puts more than MAX_BATCH items in one run', async () => {
    const { runs, batches } = manualRunner();
    void batches.submit(7, -1);
    await flush();
    for (let i = 0; i < MAX_BATCH + 5; i += 1) void batches.submit(7, i);
    runs[0]!.finish(okAll([-1]));
    await flush();
    expect(runs[1]!.items).toHaveLength(MAX_BATCH);
    runs[1]!.finish(okAll(runs[1]!.items));
    await flush();
    expect(runs[2]!.items).toHaveLength(5);
  });
});
