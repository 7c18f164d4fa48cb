// The API reference's `security` of every operation is what the operation does: an operation
// documented as public answers a caller with no credentials (it may still refuse what the request
// says, a wrong password or a forged signed link, but never for want of a session or a kiosk), and
// every other one refuses that caller (401 or 403). Data-driven from the document itself, so a route
// added tomorrow is checked without editing this file.
import { KIOSK_NOT_PAIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '@portal/shared/contracts';
import { nextIp, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { exampleRequest, fillPath, loadOperations, opName, queryOf, type Operation } from './attacks-helpers/openapi-routes';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

type Security = Array<Record<string, string[]>>;
interface Documented {
  op: Operation;
  security: Security | undefined;
}

async function documented(): Promise<Documented[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: Security }>>;
  };
  const ops = await loadOperations(t.app);
  return ops.map((op) => ({ op, security: doc.paths[op.path]?.[op.method.toLowerCase()]?.security }));
}

/** The operation's schema-valid example request, with no cookie at all. */
async function callWithoutCredentials(op: Operation) {
  const { params, headers, body } = exampleRequest(op);
  return t.app.inject({
    method: op.method as 'GET',
    url: fillPath(op.path, params) + queryOf(op.parameters, params),
    // Each request from its own address: the per-address limits of public forms never answer instead.
    headers: { ...headers, 'x-forwarded-for': nextIp() },
    ...(body !== undefined && !op.nonJsonBody ? { payload: body } : {}),
  });
}

const isPublic = (security: Security | undefined) => Array.isArray(security) && security.length === 0;

test('every operation states its security: public ([]) or the credential schemes it needs', async () => {
  const ops = await documented();
  expect(ops.length).toBeGreaterThan(100);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { components: { securitySchemes: Record<string, unknown> } };
  const schemes = Object.keys(doc.components.securitySchemes);
  const unknown = ops.filter(({ security }) => !security || security.some((s) => Object.keys(s).some((name) => !schemes.includes(name)))).map(({ op }) => opName(op));
  expect(unknown).toEqual([]);
});

test('the kiosk device credential is documented, and the check-in operations require it', async () => {
  const ops = await documented();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> } };
  expect(doc.components.securitySchemes.kioskDevice).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'portal_kiosk' });
  const kiosk = ops.filter(({ op }) => /^\/api\/v1\/public\/check-in\/(barcode|name|search|device)$/.test(op.path));
  expect(kiosk).toHaveLength(4);
  for (const { op, security } of kiosk) expect({ op: opName(op), security }).toEqual({ op: opName(op), security: [{ kioskDevice: [] }] });
});

test('every operation documented as public answers a caller with no credentials; every other one refuses', async () => {
  const wrong: string[] = [];
  for (const { op, security } of await documented()) {
    const res = await callWithoutCredentials(op);
    const refused = res.statusCode === 401 || res.statusCode === 403;
    // What a signed-out caller is told by the session's and the kiosk's checks.
    const wantsCredentials = refused && [SIGN_IN_REQUIRED_MESSAGE, KIOSK_NOT_PAIRED_MESSAGE].includes((res.json() as { errors?: { message?: string } }).errors?.message ?? '');
    if (isPublic(security) && wantsCredentials) wrong.push(`${opName(op)}: documented public, answered ${res.statusCode}`);
    if (!isPublic(security) && !refused) wrong.push(`${opName(op)}: documented ${JSON.stringify(security)}, answered ${res.statusCode}`);
  }
  expect(wrong).toEqual([]);
});

test('the ADMIN operations of the public module are documented as needing the session', async () => {
  const ops = await documented();
  const admin = ops.filter(({ op }) => op.path.startsWith('/api/v1/admin/'));
  expect(admin.map(({ op }) => opName(op)).sort()).toEqual([
    'DELETE /api/v1/admin/kiosks/{id}',
    'GET /api/v1/admin/kiosks',
    'POST /api/v1/admin/kiosks/pairing-codes',
    'POST /api/v1/admin/overdue-reminders',
  ]);
  const deregister = ops.find(({ op }) => opName(op) === 'POST /api/v1/public/deregister');
  expect(deregister?.security).toEqual([{ session: [] }]);
  for (const { op, security } of admin) expect({ op: opName(op), security }).toEqual({ op: opName(op), security: [{ session: [] }] });
});
