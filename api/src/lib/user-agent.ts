// "Chrome on Windows": how a passkey and a session are named in the member's lists, read from the
// browser's User-Agent. Coarse on purpose: a member recognises their phone, nothing more is needed.
const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const DEVICES: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

function first(userAgent: string, table: Array<[RegExp, string]>, fallback: string): string {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? fallback;
}

export function describeUserAgent(userAgent: string | null | undefined): { browser: string; device: string } {
  const ua = userAgent ?? '';
  return { browser: first(ua, BROWSERS, 'Unknown browser'), device: first(ua, DEVICES, 'Unknown device') };
}
