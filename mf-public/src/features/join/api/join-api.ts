// One fetcher per online-join endpoint.
import { apiGet, apiPost, getApiClient } from '@portal/shared';
import type {
  FeeBreakdown,
  JoinComplete,
  JoinCompleteBody,
  JoinOptions,
  JoinQuoteBody,
  JoinTermsBody,
  MemberExistence,
  MemberExistenceBody,
  MobileCodeBody,
  MobileCodeSent,
  MobileCodeValidateBody,
} from '@portal/shared/contracts';

export const getJoinOptions = (accountId: string) => apiGet<JoinOptions>(`/public/join/options/${encodeURIComponent(accountId)}`);
export const postMemberExists = (body: MemberExistenceBody) => apiPost<MemberExistence>('/public/join/member-exists', body);
export const postSendCode = (body: MobileCodeBody) => apiPost<MobileCodeSent>('/public/join/mfa-mobile-signup', body);
export const postValidateCode = (body: MobileCodeValidateBody) => apiPost<{ token: string }>('/public/join/mfa-mobile-signup/validate', body);
export const postQuote = (body: JoinQuoteBody) => apiPost<FeeBreakdown>('/public/join/quote', body);
export const postComplete = (body: JoinCompleteBody, idempotencyKey: string) => apiPost<JoinComplete>('/public/join/complete', body, { idempotencyKey });

/** The agreement PDF as a blob URL to open in a new tab. */
export async function fetchTermsPdfUrl(body: JoinTermsBody): Promise<string> {
  const client = await getApiClient();
  const blob = await client.post('public/join/terms', { json: body }).blob();
  return URL.createObjectURL(blob);
}
