import './fetch-polyfill';
import { sessionStore } from '../session/session-store';

/** One request the mocked API received. */
export interface MockApiCall {
  method: string;
  /** Path below the session's clientApiUrl, e.g. '/profile/M100'. */
  path: string;
  url: string;
  query: Record<string, string>;
  params: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

const ANSWER = Symbol('mock-api-answer');

export interface MockAnswer {
  [ANSWER]: true;
  status: number;
  payload: unknown;
  message: string;
  network?: boolean;
  /** The form field the refusal names (errors.field). */
  field?: string;
}

/** An error answer: the envelope with `errors.message`, as the server sends it. */
export function apiFailure(status: number, message: string, payload: unknown = null, field?: string): MockAnswer {
  return { [ANSWER]: true, status, payload, message, ...(field ? { field } : {}) };
}

/** A successful answer with a status other than 200. */
export function apiSuccess(payload: unknown, status = 200): MockAnswer {
  return { [ANSWER]: true, status, payload, message: '' };
}

/** Makes fetch reject, as when the server cannot be reached. */
export function networkFailure(): MockAnswer {
  return { [ANSWER]: true, status: 0, payload: null, message: '', network: true };
}

const isAnswer = (v: unknown): v is MockAnswer => typeof v === 'object' && v !== null && ANSWER in v;

/** A route's value: a payload (answered 200), an answer from apiFailure/apiSuccess, or a function of the call. */
export type MockRoute = unknown | ((call: MockApiCall) => unknown | Promise<unknown>);

export interface MockApi {
  calls: MockApiCall[];
  /** Calls matching 'METHOD /path' (same pattern syntax as the routes). */
  callsTo: (pattern: string) => MockApiCall[];
  restore: () => void;
}

interface CompiledRoute {
  method: string | null;
  regex: RegExp;
  names: string[];
  value: MockRoute;
}

function compile(pattern: string, value: MockRoute): CompiledRoute {
  const m = /^(GET|POST|PUT|DELETE|PATCH)\s+(.+)$/i.exec(pattern.trim());
  const method = m ? m[1]!.toUpperCase() : null;
  const path = (m?.[2] ?? pattern).trim();
  const names: string[] = [];
  const source = path
    .replace(/^\/?/, '/')
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        names.push(seg.slice(1));
        return '([^/]+)';
      }
      if (seg === '*') return '.*';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { method, regex: new RegExp(`^${source}/?$`), names, value };
}

function match(route: CompiledRoute, method: string, path: string): Record<string, string> | null {
  if (route.method && route.method !== method) return null;
  const m = route.regex.exec(path);
  if (!m) return null;
  return Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
}

const envelope = (status: number, payload: unknown, message: string, field?: string) =>
  new Response(JSON.stringify({ statusCode: status, payload, errors: field ? { message, field } : { message } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The mock APIs not restored yet, in the order they were made. */
const live: MockApi[] = [];

/**
 * Replaces global fetch with an envelope-answering fake API for component and client tests.
 * Keys are 'METHOD /path' below the session's clientApiUrl with ':param' and '*' segments.
 * Unknown routes answer 404 so a forgotten mock fails loudly.
 */
export function mockApi(routes: Record<string, MockRoute>): MockApi {
  const compiled = Object.entries(routes).map(([k, v]) => compile(k, v));
  const calls: MockApiCall[] = [];
  const original = globalThis.fetch;

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // ky's retries hand over clones that are plain Node Requests, so test the shape, not the class.
    const isRequest = typeof input === 'object' && input !== null && 'url' in input && 'method' in input;
    const request = isRequest ? (input as Request) : new Request(String(input), init);
    const url = new URL(request.url);
    const base = new URL(sessionStore.getState().clientApiUrl || '/api/v1', url.origin).pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
    const text = await request.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const method = request.method.toUpperCase();
    const call: MockApiCall = {
      method,
      path,
      url: url.toString(),
      query: Object.fromEntries(url.searchParams),
      params: {},
      headers: Object.fromEntries(request.headers),
      body,
    };
    calls.push(call);

    for (const route of compiled) {
      const params = match(route, method, path);
      if (!params) continue;
      call.params = params;
      const result = typeof route.value === 'function' ? await (route.value as (c: MockApiCall) => unknown)(call) : route.value;
      if (isAnswer(result)) {
        if (result.network) throw new TypeError('Failed to fetch');
        return envelope(result.status, result.payload, result.message, result.field);
      }
      return envelope(200, result === undefined ? null : result, '');
    }
    return envelope(404, null, `No mock for ${method} ${path}`);
  };

  globalThis.fetch = fake as typeof fetch;
  const api: MockApi = {
    calls,
    callsTo: (pattern) => {
      const route = compile(pattern, null);
      return calls.filter((c) => match(route, c.method, c.path) !== null);
    },
    restore: () => {
      globalThis.fetch = original;
      const at = live.indexOf(api);
      if (at >= 0) live.splice(at, 1);
    },
  };
  live.push(api);
  return api;
}

/** Restores every mock API still in place, the latest first; the web tests' setup calls it after each test. */
export function restoreMockApis(): void {
  for (let api = live.at(-1); api; api = live.at(-1)) api.restore();
}
