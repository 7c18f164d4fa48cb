/** A fresh key per payment attempt: the server charges once per key (docs/spec/design.md §4). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Fallback for old browsers/jsdom: RFC 4122 v4 from getRandomValues.
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  // `bytes` has 16 entries, so indexes 6 and 8 exist.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A short digest of a request (sorted keys), so a form can tell "the same request" without keeping card details. */
export function requestDigest(request: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  const text = JSON.stringify(canonical(request)) ?? '';
  // Two 32-bit FNV-1a passes with different seeds: enough to tell requests apart, not a secret.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 0x100) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/**
 * The Idempotency-Key of one payment form (the server's rule: a key is scoped to the payer and
 * the request; the same key with different details is refused with 409).
 * - The same request sent again after no answer (network failure, timeout, a double click) keeps
 *   its key, so the server charges it once and answers the first result.
 * - Any change to the request (another card, item, promo code, signature) gets a new key.
 * - Once the server has answered (paid, declined, refused), the next attempt is a new payment
 *   and gets a new key — so a retry with a new card after a decline always works.
 */
export class PaymentAttemptKeys {
  private digest: string | null = null;
  private key = '';

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  /** The key for this request: the pending one when the request is unchanged, else a new one. */
  keyFor(request: unknown): string {
    const digest = requestDigest(request);
    if (digest !== this.digest) {
      this.digest = digest;
      this.key = this.newKey();
    }
    return this.key;
  }

  /** The server answered: whatever comes next is a new attempt. */
  answered(): void {
    this.digest = null;
  }

  /** Sends `request` with its key; forgets the key once the server has answered (success or error). */
  async send<T>(request: unknown, post: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(request);
    try {
      const result = await post(key);
      this.answered();
      return result;
    } catch (error) {
      const unanswered = typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
      if (!unanswered) this.answered();
      throw error;
    }
  }
}
