// The topology test's PostgreSQL: the server of DATABASE_URL (else the local one), where it
// creates a fresh database and drops it again on the way out.
import { createRequire } from 'node:module';
import path from 'node:path';
import { URL } from 'node:url';
import { repoRoot } from '../pnpm.mjs';
import { log } from './topology-env.mjs';

let database; // { admin, name }

export function adminDatabaseUrl() {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));

export const redact = (url) => url.replace(/\/\/[^@]*@/, '//***@');

export async function createDatabase() {
  const { Client } = apiRequire('pg');
  const admin = adminDatabaseUrl();
  const name = `topology_test_${Date.now().toString(36)}_${process.pid}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  database = { admin, name };
  const url = new URL(admin);
  url.pathname = `/${name}`;
  log(`database ${name} created`);
  return url.toString();
}

export async function dropDatabase() {
  if (!database) return;
  const { Client } = apiRequire('pg');
  const client = new Client({ connectionString: database.admin });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
    log(`database ${database.name} dropped`);
  } finally {
    await client.end();
  }
  database = undefined;
}

/** The database created, while it exists. */
export const databaseName = () => database?.name;
