import { ApiError } from './api-error';
import { PaymentAttemptKeys, requestDigest } from './idempotency';

const sequence = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('PaymentAttemptKeys', () => {
  it('keeps the key of an unanswered request and changes it when the request changes', async () => {
    const keys = new PaymentAttemptKeys(sequence());
    const lost = () => Promise.reject(ApiError.network());
    await expect(keys.send({ card: 'tok_1', item: 3 }, lost)).rejects.toBeInstanceOf(ApiError);
    expect(keys.keyFor({ item: 3, card: 'tok_1' })).toBe('key-1');
    expect(keys.keyFor({ card: 'tok_2', item: 3 })).toBe('key-2');
  });

  it('gives a new key after any server answer: a decline, then a retry with another card or the same one', async () => {
    const keys = new PaymentAttemptKeys(sequence());
    const sent: string[] = [];
    const declined = (key: string) => {
      sent.push(key);
      return Promise.reject(new ApiError(402, 'Your card was declined.'));
    };
    await expect(keys.send({ card: 'tok_1' }, declined)).rejects.toMatchObject({ status: 402 });
    await expect(keys.send({ card: 'tok_1' }, declined)).rejects.toMatchObject({ status: 402 });
    const paid = await keys.send({ card: 'tok_2' }, async (key) => {
      sent.push(key);
      return 'ok';
    });
    expect(paid).toBe('ok');
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
    // The next purchase with the very same details is a new payment.
    expect(keys.keyFor({ card: 'tok_2' })).toBe('key-4');
  });

  it('digests requests by content, whatever the key order', () => {
    expect(requestDigest({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestDigest({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(requestDigest({ a: 1 })).not.toBe(requestDigest({ a: 2 }));
  });
});
