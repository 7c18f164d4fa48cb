// The per-request logger is made on the first line a request logs (lazyRequestLogger): the lines
// that are logged carry the request id and the redaction as before, levels below the server's are
// dropped without making a child, and a route's own log level still applies.
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { genReqId, lazyRequestLogger, loggerOptions } from './logger';

function appAt(level: string, lines: Record<string, unknown>[]): FastifyInstance {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(level), stream }, genReqId, childLoggerFactory: lazyRequestLogger, disableRequestLogging: true });
  app.get('/quiet', async (request) => {
    request.log.info('below warn');
    request.log.debug('below warn too');
    return 'ok';
  });
  app.get('/loud', async (request) => {
    request.log.warn({ password: 'hunter2', note: 'kept' }, 'a warning');
    request.log.error('an error');
    return 'ok';
  });
  app.get('/chatty', { logLevel: 'debug' }, async (request) => {
    request.log.debug('route debug');
    return 'ok';
  });
  return app;
}

describe('lazyRequestLogger', () => {
  test('lines at or above the level carry the request id and are redacted; lines below it are dropped', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appAt('warn', lines);
    await app.inject({ url: '/quiet', headers: { 'x-request-id': 'req-quiet' } });
    await app.inject({ url: '/loud', headers: { 'x-request-id': 'req-loud' } });
    await app.close();
    expect(lines.map((l) => l.msg)).toEqual(['a warning', 'an error']);
    expect(lines.every((l) => l.reqId === 'req-loud')).toBe(true);
    expect(lines[0]).toMatchObject({ password: '[redacted]', note: 'kept', level: 40 });
  });

  test('a request that logs nothing never makes a child logger', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appAt('warn', lines);
    await app.ready();
    const child = jest.spyOn(app.log, 'child');
    await app.inject({ url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    await app.inject({ url: '/loud' });
    expect(child).toHaveBeenCalledTimes(1);
    await app.close();
  });

  test("a route's own log level applies, and silent logs nothing", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appAt('warn', lines);
    await app.inject({ url: '/chatty', headers: { 'x-request-id': 'req-chatty' } });
    await app.close();
    expect(lines).toEqual([expect.objectContaining({ msg: 'route debug', reqId: 'req-chatty', level: 20 })]);

    const silent: Record<string, unknown>[] = [];
    const quietApp = appAt('silent', silent);
    await quietApp.inject({ url: '/loud' });
    await quietApp.close();
    expect(silent).toEqual([]);
  });

  test('the level reads and writes like a pino child', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appAt('warn', lines);
    app.get('/raise', async (request) => {
      expect(request.log.level).toBe('warn');
      request.log.level = 'info';
      request.log.info('now shown');
      return 'ok';
    });
    await app.inject({ url: '/raise', headers: { 'x-request-id': 'req-raise' } });
    await app.close();
    expect(lines).toEqual([expect.objectContaining({ msg: 'now shown', reqId: 'req-raise' })]);
  });
});
