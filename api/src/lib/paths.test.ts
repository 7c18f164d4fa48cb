import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT, findApiRoot, MIGRATIONS_FOLDER, REPO_ROOT } from './paths';

describe('paths of the api package', () => {
  it('finds the api folder from source and from where the compiled bundles run', () => {
    const apiRoot = path.resolve(__dirname, '../..');
    expect(API_ROOT).toBe(apiRoot);
    // api/dist/main.js and api/dist/cli/*.js sit at other depths than api/src/lib/paths.ts.
    expect(findApiRoot(path.join(apiRoot, 'dist'))).toBe(apiRoot);
    expect(findApiRoot(path.join(apiRoot, 'dist', 'cli'))).toBe(apiRoot);
    expect(REPO_ROOT).toBe(path.dirname(apiRoot));
  });

  it('points at the migrations', () => {
    expect(fs.existsSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
  });

  it('says which package it looked for when there is none', () => {
    expect(() => findApiRoot('/')).toThrow('No package.json of @portal/api above /');
  });
});
