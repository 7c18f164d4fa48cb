// Uploaded editor images, content-addressed (sha256 of the re-encoded PNG) on disk next to the
// embedded database. Several API instances need a shared volume (see docs/decisions/account.md).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function imagesDir(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'uploads', 'images');
}

export async function saveImage(dataDir: string, png: Buffer): Promise<string> {
  const name = `${createHash('sha256').update(png).digest('hex')}.png`;
  const dir = imagesDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), png);
  return name;
}

/** The stored PNG, or undefined. `name` is already checked against ^[a-f0-9]{64}\.png$. */
export async function readImage(dataDir: string, name: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(imagesDir(dataDir), name));
  } catch {
    return undefined;
  }
}
