// The access policy fails closed: an API route that declares no rule stops the app from starting,
// so a route added tomorrow cannot be open by omission.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import accessPolicy, { withAccess } from '../src/plugins/access-policy';

async function appWith(routes: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  app.decorate('db', {} as never);
  app.decorateRequest('user', null);
  // Stands in for the session plugin the policy depends on.
  await app.register(fp(async () => {}, { name: 'session' }));
  await app.register(accessPolicy);
  await app.register(routes);
  return app;
}

test('a route under /api/v1 without config.access stops the app from starting', async () => {
  const app = await appWith(async (api) => {
    api.get('/api/v1/declared', { config: { access: { public: true } } }, async () => 'ok');
    api.get('/api/v1/forgotten', async () => 'open?');
  });
  await expect(app.ready()).rejects.toThrow(/without an access rule.*GET \/api\/v1\/forgotten/);
});

test('module defaults declare every route of the module; a signed-out call is refused with 401', async () => {
  const module = async (api: ReturnType<typeof Fastify>) => {
    api.get('/api/v1/mod/a', async () => 'a');
    api.get('/api/v1/mod/b', { config: { access: { public: true } } }, async () => 'b');
  };
  const app = await appWith(withAccess({ remote: 'mf-bookings', who: ['member'] }, module as never));
  await app.ready();
  expect((await app.inject({ method: 'GET', url: '/api/v1/mod/a' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'GET', url: '/api/v1/mod/b' })).body).toBe('b');
  await app.close();
});
