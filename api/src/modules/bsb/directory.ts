// Optional full BSB directory (APCA "BSBDirectory" CSV: BSB, mnemonic, branch name, address,
// suburb, state, postcode, flags), loaded once from BSB_DIRECTORY_FILE. When it is configured, a
// BSB is valid only if it is listed there.
import fs from 'node:fs';

export interface DirectoryEntry {
  bsb: string;
  mnemonic: string;
  branch: string;
  state: string;
}

/** Splits one CSV line, honouring double quotes (the APCA file quotes every field). */
export function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

export function parseDirectory(text: string): Map<string, DirectoryEntry> {
  const map = new Map<string, DirectoryEntry>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [rawBsb, mnemonic = '', branch = '', , , state = ''] = parseCsvLine(line);
    const digits = (rawBsb ?? '').replace(/\D/g, '');
    // Header rows and anything that is not a 6-digit BSB are skipped.
    if (digits.length !== 6) continue;
    const bsb = `${digits.slice(0, 3)}-${digits.slice(3)}`;
    map.set(bsb, { bsb, mnemonic, branch, state });
  }
  return map;
}

let cache: { file: string; map: Map<string, DirectoryEntry> } | null = null;

/** The configured directory, or null when BSB_DIRECTORY_FILE is not set. */
export function loadDirectory(file = process.env.BSB_DIRECTORY_FILE): Map<string, DirectoryEntry> | null {
  if (!file) return null;
  if (cache?.file !== file) cache = { file, map: parseDirectory(fs.readFileSync(file, 'utf8')) };
  return cache.map;
}
