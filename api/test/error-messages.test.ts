// Unit: ajv issues map to the spec's shared messages; config defaults.
import { validationMessage } from '../src/plugins/error-handler';
import { loadConfig } from '../src/config';

test.each([
  [{ keyword: 'required', params: { missingProperty: 'x' } }, 'This field is required.'],
  [{ keyword: 'minLength', params: { limit: 1 } }, 'This field is required.'],
  [{ keyword: 'minLength', params: { limit: 6 } }, 'This field must contain at least 6 characters length.'],
  [{ keyword: 'maxLength', params: { limit: 9 } }, 'This field must contain at least 9 characters length.'],
  [{ keyword: 'format', params: { format: 'email' } }, 'Please enter valid email address.'],
  [{ keyword: 'format', params: { format: 'date' } }, 'Please enter valid date.'],
  [{ keyword: 'type', params: { type: 'integer' } }, 'Please enter valid numbers.'],
  [{ keyword: 'const', params: {} }, 'Please check data entered and try again.'],
])('%j -> %s', (issue, message) => {
  expect(validationMessage(issue)).toBe(message);
});

test('config defaults suit a local start and harden under https', () => {
  const local = loadConfig({ DEMO_MODE: '1' });
  expect(local.port).toBe(8080);
  expect(local.host).toBe('0.0.0.0');
  expect(local.publicOrigin).toBe('http://localhost:8080');
  expect(local.demoMode).toBe(true);
  expect(local.cookieSecure).toBe(false);
  expect(local.sessionIdleMs).toBe(30 * 60_000);
  expect(local.sessionAbsoluteMs).toBe(12 * 3_600_000);
  expect(local.dataDir).toMatch(/\.data[/\\]pglite$/);

  const prod = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example/', PORT: '9000', MEMBER_LINK_SECRET: 'm'.repeat(40), SWIM_REFERENCE_SECRET: 's'.repeat(40) });
  expect(prod.demoMode).toBe(false);
  expect(prod.cookieSecure).toBe(true);
  expect(prod.publicOrigin).toBe('https://portal.example');
  expect(prod.port).toBe(9000);

  expect(loadConfig({ DEMO_MODE: '1', REMOTE_URLS: '{"mf-account":"http://localhost:8081/mf-manifest.json"}' }).remoteUrls).toEqual({
    'mf-account': 'http://localhost:8081/mf-manifest.json',
  });
});
