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
