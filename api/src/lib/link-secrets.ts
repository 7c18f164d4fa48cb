// The HMAC keys of signed links (member links, swim settlement references), set once from the
// configuration when the app is built. There is no fallback: signing before configuration throws.
export interface LinkSecrets {
  /** MEMBER_LINK_SECRET: `/member-payment-overdue?ref=`, renewal links. */
  memberLink: string;
  /** SWIM_REFERENCE_SECRET: `/swim-settle-outstanding?ref=`. */
  swimReference: string;
}

let current: LinkSecrets | null = null;

export function configureLinkSecrets(secrets: LinkSecrets): void {
  current = { ...secrets };
}

export function linkSecret(name: keyof LinkSecrets): string {
  const value = current?.[name];
  if (!value) throw new Error(`Link secrets are not configured (${name}); buildApp() sets them from the configuration`);
  return value;
}
