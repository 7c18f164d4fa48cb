// Logs are JSON with the request id, and never carry cookies, passwords or card data.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { genReqId, loggerOptions } from '../src/lib/logger';

test('secrets are redacted and the caller request id is kept', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream }, genReqId });
  app.post('/x', async (request) => {
    request.log.info({ body: request.body }, 'payload seen');
    return { ok: true };
  });
  await app.inject({
    method: 'POST',
    url: '/x',
    headers: { cookie: 'portal_sid=secret-cookie', authorization: 'Bearer secret-auth', 'x-request-id': 'abc-123' },
    payload: { password: 'hunter22', ccNumber: '4111111111111111', cccvv: '123', CardNumber: '411111######1111', name: 'ok' },
  });
  await app.close();
  const log = lines.join('\n');
  for (const secret of ['secret-cookie', 'secret-auth', 'hunter22', '4111111111111111', '"123"', '411111######1111']) {
    expect(log).not.toContain(secret);
  }
  expect(log).toContain('"reqId":"abc-123"');
  expect(log).toContain('"name":"ok"');
});

// Info-level request logs cost a quarter of the API's throughput, so production logs at
// warn (no request lines) and LOG_LEVEL switches them back on.
describe('request logs follow the log level', () => {
  const requestLines = async (level: string) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions(level), stream }, genReqId });
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return lines.filter((l) => l.includes('"msg":"incoming request"') || l.includes('"msg":"request completed"'));
  };

  it('writes none at warn (the production default) and both lines at info', async () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }).logLevel).toBe('warn');
    expect(await requestLines(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }).logLevel)).toHaveLength(0);
    expect(await requestLines(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1', LOG_LEVEL: 'info' }).logLevel)).toHaveLength(2);
  });
});
