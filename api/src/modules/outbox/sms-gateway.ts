// SMS leave the server through a gateway. The HTTP adapter speaks a generic JSON POST that most
// providers (or a small relay in front of one) accept:
//   POST SMS_GATEWAY_URL
//   Authorization: Bearer SMS_GATEWAY_TOKEN
//   Idempotency-Key: outbox-<id>
//   { "account": SMS_GATEWAY_ACCOUNT, "from": SMS_SENDER, "to": "+61412345678", "text": "...", "reference": "outbox-<id>" }
// Any 2xx is delivered; anything else (or no answer in 10 s) is a failed attempt the worker retries.
import type { SmsGatewayConfig } from '../../config';

export interface SmsMessage {
  /** The outbox row's id: the gateway's idempotency reference, so a retried POST is one SMS. */
  id: number;
  to: string;
  text: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

const TIMEOUT_MS = 10_000;

/** Australian numbers as stored (04xxxxxxxx) to E.164 (+614xxxxxxxx); other forms pass unchanged. */
export function toE164(number: string): string {
  const digits = number.replace(/[\s()-]/g, '');
  if (/^0[2-478]\d{8}$/.test(digits)) return `+61${digits.slice(1)}`;
  if (/^61\d{9}$/.test(digits)) return `+${digits}`;
  return digits;
}

export class HttpSmsGateway implements SmsGateway {
  constructor(private readonly config: SmsGatewayConfig) {}

  async send(message: SmsMessage): Promise<void> {
    const reference = `outbox-${message.id}`;
    const res = await fetch(this.config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.config.token}`,
        'idempotency-key': reference,
      },
      body: JSON.stringify({ account: this.config.account, from: this.config.sender, to: toE164(message.to), text: message.text, reference }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) {
      // The provider's answer helps the operator; it never holds the token.
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS gateway answered ${res.status}${detail ? `: ${detail}` : ''}`);
    }
  }
}
