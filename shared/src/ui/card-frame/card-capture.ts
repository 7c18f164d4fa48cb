/** What the card-capture page posts to its parent (docs/spec/design.md §5). CardNumber is already masked. */
export interface CapturedCard {
  CardNumber: string;
  NameOnCard: string;
  ExpiryMonth: string;
  ExpiryYear: string;
  Token: string;
  TokenReference: string;
}

export const CARD_CAPTURE_PATH = '/onlineoffers/pcivault';

/**
 * What the capture page posts to its parent as it sends the card to the vault, before the card
 * message (with or without a token) follows: a Next pressed in between waits for that answer
 * instead of saying the card could not be captured.
 */
export const CARD_CAPTURE_STARTED = { CardCaptureStarted: true } as const;

export function isCardCaptureStarted(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).CardCaptureStarted === true;
}

const FIELDS = ['CardNumber', 'NameOnCard', 'ExpiryMonth', 'ExpiryYear', 'Token', 'TokenReference'] as const;

/** Accepts the message object or its JSON text; null when it isn't a card-capture message. */
export function parseCardMessage(data: unknown): CapturedCard | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  // Every field must be present; Token may be empty (capture failed) but must be there.
  if (!FIELDS.every((f) => f in record)) return null;
  if (!FIELDS.every((f) => record[f] === null || ['string', 'number'].includes(typeof record[f]))) return null;
  return Object.fromEntries(FIELDS.map((f) => [f, record[f] == null ? '' : String(record[f])])) as unknown as CapturedCard;
}
