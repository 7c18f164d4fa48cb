// Logs are JSON with the request id, and never carry cookies, passwords or card data.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
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
