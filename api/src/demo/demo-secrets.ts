// The only secret values written in the source: used for signing links when DEMO_MODE=1 and the
// environment gives none, so demo links survive restarts. loadConfig refuses them outside demo mode.
export const DEMO_SECRETS = {
  MEMBER_LINK_SECRET: 'portal-demo-member-link-secret',
  SWIM_REFERENCE_SECRET: 'portal-demo-swim-reference-secret',
} as const;

/** Values that must never reach a real deployment: the demo secrets and the compose placeholders. */
export const KNOWN_DEMO_VALUES: ReadonlySet<string> = new Set([
  ...Object.values(DEMO_SECRETS),
  'change-me',
  'changeme',
  'secret',
  'demo',
  'demo1234',
  'password',
]);
