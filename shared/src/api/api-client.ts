import type kyDefault from 'ky';
import type { isHTTPError, KyInstance, Options } from 'ky';
import type { Envelope } from '../contracts/envelope';
import { bus } from '../events/event-bus';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Sign-in answers 401 for bad credentials; that must not be read as an expired session. */
const LOGIN_PATH = /\/auth\/(?:student-)?login(?:[/?#]|$)/;

export interface ApiOptions {
  /** Sets the Idempotency-Key header (payments). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /** Milliseconds, or false for none. Default 10 000. */
  timeout?: number | false;
  /**
   * Skip the session-expired handling for this call, e.g. the shell's start-up `GET /auth/me`
   * where 401 just means "not signed in yet".
   */
  ignoreUnauthorized?: boolean;
}

/** Clears the session and tells the shell, which sends the user to sign-in. */
function expireSession(): void {
  sessionStore.getState().signedOut();
  bus.emit('session:expired');
}

/** The API base (session's clientApiUrl) read at request time, so a sign-in switches every later call. */
function currentPrefix(): string {
  return sessionStore.getState().clientApiUrl || '/api/v1';
}

function createClient(ky: typeof kyDefault): KyInstance {
  return ky.create({
    credentials: 'include',
    // Relative prefixes resolve against the page; explicit so non-browser fetch works too.
    baseUrl: typeof location !== 'undefined' ? location.origin : undefined,
    // Only idempotent reads are retried, once; a POST is never replayed behind the user's back.
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      init: [
        (options) => {
          options.prefix = currentPrefix();
        },
      ],
      afterResponse: [
        ({ request, response, options }) => {
          if (
            response.status === 401 &&
            !options.context.ignoreUnauthorized &&
            !LOGIN_PATH.test(new URL(request.url).pathname)
          ) {
            expireSession();
          }
        },
      ],
    },
  });
}

interface LoadedClient {
  client: KyInstance;
  isHTTPError: typeof isHTTPError;
}

let clientPromise: Promise<LoadedClient> | undefined;

function loadClient(): Promise<LoadedClient> {
  clientPromise ??= import('ky').then((m) => ({ client: createClient(m.default), isHTTPError: m.isHTTPError }));
  return clientPromise;
}

/**
 * The configured ky instance (prefix from the session store, cookies, retry, 401 handling).
 * ky is loaded on first use: it keeps it out of the import graph of pages that never call the
 * API and lets test environments without fetch import the barrel.
 */
export async function getApiClient(): Promise<KyInstance> {
  return (await loadClient()).client;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'statusCode' in body && 'payload' in body;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  if (isEnvelope(body) && body.errors?.message) return body.errors.message;
  if (typeof body === 'object' && body !== null && 'errors' in body) {
    const m = (body as { errors?: { message?: string } }).errors?.message;
    if (m) return m;
  }
  if (typeof body === 'object' && body !== null && 'message' in body && typeof (body as { message: unknown }).message === 'string')
    return (body as { message: string }).message;
  return `Request failed with status ${status}.`;
}

/** Sends one request and resolves to the envelope's payload, or throws ApiError. */
export async function apiRequest<T>(
  method: 'get' | 'post' | 'put' | 'delete' | 'patch',
  path: string,
  body?: unknown,
  opts: ApiOptions = {},
): Promise<T> {
  const { client, isHTTPError } = await loadClient();
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
  const options: Options = {
    method,
    headers,
    context: { ignoreUnauthorized: opts.ignoreUnauthorized === true },
    searchParams: opts.searchParams,
    signal: opts.signal,
    timeout: opts.timeout,
  };
  if (body !== undefined) options.json = body;

  let status: number;
  let parsed: unknown;
  try {
    // Paths are relative to the club API base; a leading '/' is fine (ky trims it).
    const response = await client(path.replace(/^\/+/, ''), options);
    status = response.status;
    parsed = await readBody(response);
  } catch (error) {
    if (isHTTPError(error)) {
      // ky has already read and parsed the error body into `data`.
      status = error.response.status;
      parsed = error.data;
    } else if ((error as Error)?.name === 'AbortError') {
      throw error;
    } else {
      throw ApiError.network();
    }
  }

  const statusCode = isEnvelope(parsed) ? parsed.statusCode : status;
  if (status >= 400 || statusCode >= 400) {
    const errorStatus = status >= 400 ? status : statusCode;
    const field = isEnvelope(parsed) && typeof parsed.errors?.field === 'string' ? parsed.errors.field : undefined;
    throw new ApiError(errorStatus, messageOf(parsed, errorStatus), isEnvelope(parsed) ? parsed.payload : undefined, field);
  }
  return (isEnvelope(parsed) ? parsed.payload : parsed) as T;
}

export const apiGet = <T>(path: string, opts?: ApiOptions): Promise<T> => apiRequest<T>('get', path, undefined, opts);
export const apiPost = <T>(path: string, body?: unknown, opts?: ApiOptions): Promise<T> =>
  apiRequest<T>('post', path, body ?? {}, opts);
export const apiPut = <T>(path: string, body?: unknown, opts?: ApiOptions): Promise<T> =>
  apiRequest<T>('put', path, body ?? {}, opts);
export const apiDelete = <T>(path: string, opts?: ApiOptions): Promise<T> => apiRequest<T>('delete', path, undefined, opts);
