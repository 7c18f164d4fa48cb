// Where the api package and the repository are on disk. Found at run time by walking up to the
// api's package.json, because this code runs from source (api/src/..., under tsx and jest) and
// from the compiled bundles (api/dist/main.js, api/dist/cli/*.js), and those sit at different depths.
import fs from 'node:fs';
import path from 'node:path';

const API_PACKAGE_NAME = '@portal/api';

function isApiPackage(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!fs.existsSync(manifest)) return false;
  try {
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === API_PACKAGE_NAME;
  } catch {
    return false;
  }
}

export function findApiRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isApiPackage(dir)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json of ${API_PACKAGE_NAME} above ${start}`);
  }
}

/** The api package folder (holds package.json, drizzle/, src/ or dist/). */
export const API_ROOT = findApiRoot(__dirname);
/** The repository (or image) root: the api folder's parent. */
export const REPO_ROOT = path.dirname(API_ROOT);
/** The versioned SQL migrations. */
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
