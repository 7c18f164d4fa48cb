// `tsx src/cli/openapi.ts [file]`: writes the OpenAPI document the API serves at /api/docs/json
// (stdout without a file). The app is built on an empty in-memory database that is never queried
// and never listens, so the demo configuration it takes serves nobody.
import fs from 'node:fs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

async function main(): Promise<void> {
  const db = await openDatabase({});
  const config = { ...loadConfig({ NODE_ENV: 'test', DEMO_MODE: '1' }), logLevel: 'silent', staticRoot: '/nonexistent-static-root' };
  const app = await buildApp({ db, config });
  try {
    await app.ready();
    const document = JSON.stringify(app.swagger(), null, 2);
    const file = process.argv[2];
    if (file) fs.writeFileSync(file, document);
    else process.stdout.write(document);
  } finally {
    await app.close();
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
