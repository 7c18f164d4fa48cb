// Group commit: the requests for one key that arrive while the previous round trip for that key
// is in flight wait for it and then go together, in one statement or transaction, instead of
// one each. A request arriving alone runs at once, and a run always starts after its requests
// arrived, so nothing read is older than the request (it is not a cache). Used by class bookings
// (one turn of a class's row lock for many bookings, classes/service.ts), the session lookup
// (lib/sessions.ts) and the suspension check (plugins/access-policy.ts).

/** What one request came to: its answer, or the error it gets on its own. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/** Bounds a statement's size (and how long a booking transaction holds its lock). */
export const MAX_BATCH = 200;

/**
 * Runs `run` with the items submitted under one key while no run of that key is in flight, in
 * arrival order. When a run throws, each of its items is retried on its own, so one request's
 * failure is never another's.
 */
export class KeyedBatches<K, I, R> {
  private readonly queues = new Map<K, Array<Waiting<I, R>>>();

  constructor(private readonly run: (key: K, items: I[]) => Promise<Array<Outcome<R>>>) {}

  submit(key: K, item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.queues.set(key, [{ item, resolve, reject }]);
      void this.drain(key);
    });
  }

  private async drain(key: K): Promise<void> {
    const queue = this.queues.get(key)!;
    while (queue.length) {
      const batch = queue.splice(0, MAX_BATCH);
      await this.settle(key, batch);
    }
    this.queues.delete(key);
  }

  private async settle(key: K, batch: Array<Waiting<I, R>>): Promise<void> {
    let outcomes: Array<Outcome<R>>;
    try {
      outcomes = await this.run(
        key,
        batch.map((w) => w.item),
      );
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const one of batch) await this.settle(key, [one]);
      return;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) w.resolve(outcome.value);
      else w.reject(outcome.error);
    });
  }
}
