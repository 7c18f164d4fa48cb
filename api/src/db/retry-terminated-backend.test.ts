import type { Pool } from 'pg';
import { retryOnTerminatedBackend } from './client';

// After a PostgreSQL restart every idle client of the pool is dead until the pool has processed
// its error event: a statement may land on several in a row before a fresh connection runs it
// (the restart drill, api/test/drills-postgres.test.ts, caught a 500 when only one retry was made).
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

function fakePool(failures: number, error: () => Error = terminated) {
  let calls = 0;
  const pool = {
    query: async (text: string) => {
      calls += 1;
      if (calls <= failures) throw error();
      return { rows: [{ text }] };
    },
  };
  retryOnTerminatedBackend(pool as unknown as Pool, 10);
  return { pool: pool as unknown as { query: (text: string) => Promise<{ rows: unknown[] }> }, calls: () => calls };
}

describe('retryOnTerminatedBackend', () => {
  it('sends the statement again until a live connection runs it', async () => {
    const { pool, calls } = fakePool(4);
    await expect(pool.query('select 1')).resolves.toEqual({ rows: [{ text: 'select 1' }] });
    expect(calls()).toBe(5);
  });

  it('gives up after one attempt per connection the pool can hold, plus one', async () => {
    const { pool, calls } = fakePool(100);
    await expect(pool.query('select 1')).rejects.toMatchObject({ code: '57P01' });
    expect(calls()).toBe(11);
  });

  it('never repeats a statement that failed for another reason', async () => {
    const { pool, calls } = fakePool(1, () => Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(pool.query('insert ...')).rejects.toMatchObject({ code: '23505' });
    expect(calls()).toBe(1);
  });
});
