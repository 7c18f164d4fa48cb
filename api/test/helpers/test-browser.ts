// A browser for the API tests: its own cookie jar (session, ceremony and link cookies), its own
// address and User-Agent, so "another browser" and "another session" are real in a test.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-logins';
import { nextIp } from './test-app';

export const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly ip = nextIp();

  constructor(
    private readonly app: () => FastifyInstance,
    readonly userAgent = CHROME_WINDOWS,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
    const res = await this.app().inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: this.ip,
      headers: { cookie: this.cookieHeader, 'user-agent': this.userAgent },
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const c of res.cookies) {
      if (c.value && !(c.maxAge !== undefined && c.maxAge <= 0)) this.cookies.set(c.name, c.value);
      else this.cookies.delete(c.name);
    }
    return res;
  }

  /** The payload of a call that must succeed. */
  async ok<T = unknown>(method: Method, url: string, payload?: object): Promise<T> {
    const res = await this.call(method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().payload as T;
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<this> {
    await this.ok('POST', '/auth/login', { userName: email, password });
    return this;
  }
}
