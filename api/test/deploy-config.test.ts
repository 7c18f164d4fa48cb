// The deployment files (docker-compose.yml, deploy/*.Dockerfile, .dockerignore) keep the
// production promises no engine here can run: each static app its own image, production settings
// on every process, no secret fallbacks, migrations once before the API, healthchecks with what
// the images have. The native topology test (scripts/topology-test.mjs) runs the same topology.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const repoRoot = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface Service {
  image?: string;
  build?: { dockerfile?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
}

const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const STATIC_APPS = ['shell', 'mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public', 'mf-club'];

describe('docker-compose.yml', () => {
  it('builds every static app into its own image', () => {
    const images = STATIC_APPS.map((app) => {
      const service = services[app];
      expect(service!.build?.dockerfile).toBe('deploy/static-app.Dockerfile');
      expect(service!.build?.args?.APP).toBe(app);
      expect(service!.image).toBe(`member-portal/${app}:\${TAG:-latest}`);
      return service!.image;
    });
    expect(new Set(images).size).toBe(STATIC_APPS.length);
  });

  it('has no secret fallbacks: compose refuses to start without them', () => {
    expect(composeText).not.toMatch(/change-me/i);
    for (const variable of ['POSTGRES_PASSWORD', 'MEMBER_LINK_SECRET', 'SWIM_REFERENCE_SECRET']) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${variable}(:?[-?])?[^}]*\\}`, 'g'))].map((m) => m[0]);
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect(use.startsWith(`\${${variable}:?`)).toBe(true);
    }
  });

  it('runs the node processes in production, the API behind the proxy', () => {
    expect(services.api!.environment?.NODE_ENV).toBe('production');
    expect(services.migrate!.environment?.NODE_ENV).toBe('production');
    expect(services.api!.environment?.TRUST_PROXY).toBeTruthy();
    expect(services.api!.environment?.DEMO_MODE).toBe('${DEMO_MODE:-0}');
  });

  it('migrates once, in a one-shot service every API instance waits for', () => {
    expect(services.migrate!.image).toBe(services.api!.image);
    expect(services.migrate!.command).toContain('dist/cli/migrate.js');
    expect(fs.existsSync(path.join(repoRoot, 'api/src/cli/migrate.ts'))).toBe(true);
    expect(services.api!.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(services.migrate!.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
  });

  it('checks the API with node, which its image has (not wget or curl)', () => {
    const test = services.api!.healthcheck?.test ?? [];
    expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(test.join(' ')).toContain('/readyz');
  });

  it('shares the uploads volume between API instances', () => {
    expect(services.api!.volumes).toContain('uploads:/data');
    expect(services.api!.environment?.DATA_DIR).toBe('/data/pglite');
  });

  it('gives the proxy the repo configs, the upstream variables first', () => {
    expect(services.proxy!.volumes).toEqual([
      './deploy/nginx/proxy-upstreams.conf:/etc/nginx/conf.d/00-upstreams.conf:ro',
      './deploy/nginx/proxy.conf:/etc/nginx/conf.d/default.conf:ro',
    ]);
  });
});

describe('deploy/api.Dockerfile', () => {
  const dockerfile = read('deploy/api.Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the compiled JavaScript as a non-root user in production', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    // The server's node flags are written once, in api/scripts/embedded-node-options.mjs.
    const flags = JSON.parse(read('api/scripts/embedded-node-options.mjs').match(/SERVER_NODE_FLAGS = (\[.*\]);/)![1]!.replaceAll("'", '"')) as string[];
    expect(flags.length).toBeGreaterThan(0);
    const cmd = `CMD ${JSON.stringify(['node', '--enable-source-maps', ...flags, 'dist/main.js']).replaceAll(',', ', ')}`;
    expect(runtime.split('\n')).toContain(cmd);
    expect(dockerfile).not.toMatch(/\btsx\b|pnpm", "start/);
  });

  it('checks its health with node', () => {
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*CMD \["node", "-e", "fetch\('http:\/\/127\.0\.0\.1:3000\/readyz'\)/);
  });
});

describe('.dockerignore', () => {
  it('leaves out installed modules, data, build output and local state', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', '.tmp']) expect(ignored).toContain(entry);
  });
});
