// A bench's own PostgreSQL database, on the server DATABASE_URL names: BENCH_DB, else the bench's
// default name. It is dropped and created through the server's maintenance database `postgres`
// (dropping a database needs a connection to another one), so every run starts empty.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './portal.mjs';

/** The API's `pg`: the benches have no database driver of their own. */
export const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the bench's server. */
function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statements) {
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** { name, url, recreate(), drop() } of the bench's database. */
export function benchDatabase(defaultName) {
  const name = process.env.BENCH_DB || defaultName;
  const drop = `drop database if exists "${name}" with (force)`;
  return {
    name,
    url: databaseUrl(name),
    recreate: () => onServer([drop, `create database "${name}"`]),
    drop: () => onServer([drop]),
  };
}
