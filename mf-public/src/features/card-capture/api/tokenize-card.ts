import type { CardVaultMessage, VaultTokenizeBody } from '@portal/shared/contracts';
import { apiPost } from '@portal/shared';

/** POST /payments/vault/tokenize: the card goes to the API's vault, a token comes back. */
export function tokenizeCard(body: VaultTokenizeBody): Promise<CardVaultMessage> {
  return apiPost<CardVaultMessage>('/payments/vault/tokenize', body);
}
