// Group commit of class bookings. Every booking of a class takes the class's row lock (one order
// of bookings across API instances, classes/repo.ts), so a burst of bookings of one popular class
// used to queue on that lock one transaction at a time, each holding it for ten round trips
// (booking, notice, job, position). Here the bookings of one class that arrive on this instance
// while its previous transaction runs wait for it and then go through the lock together: one
// transaction books them in arrival order (portal_book_class per member, one statement) and writes
// their notices in a fixed number of statements. A booking arriving alone runs at once, as before.
// Exactness is unchanged: each place is still decided by portal_book_class under the row lock.

/** What one member's booking came to: its answer, or the error it gets on its own. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/** Bounds a transaction's statements and how long it holds the lock. */
export const MAX_BATCH = 200;

/**
 * Runs `run` with the items submitted under one key while no run of that key is in flight, in
 * arrival order. When a run throws, each of its items is retried on its own, so one member's
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
