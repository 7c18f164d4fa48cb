import { runInThisContext } from 'node:vm';

/**
 * jsdom (jest-environment-jsdom) has no fetch, Request, Response, streams or TextEncoder, which ky
 * needs. Node's main realm has them all, so borrow that realm's implementations. jsdom keeps its
 * own AbortController (its addEventListener only accepts jsdom signals), so Request translates a
 * jsdom signal into a Node one.
 * Test-only: imported by the test utils, never by app code.
 */
const NAMES = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
] as const;

export function installFetchPolyfill(): void {
  const main = runInThisContext('globalThis') as Record<string, unknown>;
  const target = globalThis as unknown as Record<string, unknown>;
  for (const name of NAMES) {
    // jsdom's own FormData and Blob are kept (DOM code uses them); the rest must be Node's.
    const keepJsdom = (name === 'FormData' || name === 'Blob') && typeof target[name] !== 'undefined';
    if (!keepJsdom) target[name] = main[name];
  }
  target.Request = bridgeSignals(main);
  const cryptoObj = (target.crypto ?? {}) as { randomUUID?: () => string };
  const mainCrypto = main.crypto as { randomUUID: () => string };
  if (typeof cryptoObj.randomUUID !== 'function' && mainCrypto?.randomUUID) {
    Object.defineProperty(cryptoObj, 'randomUUID', { value: () => mainCrypto.randomUUID(), configurable: true });
  }
}

type Init = RequestInit & { signal?: AbortSignal | null };

function bridgeSignals(main: Record<string, unknown>): unknown {
  const MainRequest = main.Request as typeof Request;
  const MainAbortController = main.AbortController as typeof AbortController;
  const MainAbortSignal = main.AbortSignal as typeof AbortSignal;
  if ((MainRequest as unknown as { bridged?: boolean }).bridged) return MainRequest;
  class BridgedRequest extends MainRequest {
    static bridged = true;
    constructor(input: RequestInfo | URL, init?: Init) {
      const signal = init?.signal as AbortSignal | null | undefined;
      if (signal && !((signal as unknown) instanceof MainAbortSignal)) {
        const controller = new MainAbortController();
        if (signal.aborted) controller.abort(signal.reason);
        else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
        init = { ...init, signal: controller.signal };
      }
      super(input, init);
    }
  }
  return BridgedRequest;
}

installFetchPolyfill();
