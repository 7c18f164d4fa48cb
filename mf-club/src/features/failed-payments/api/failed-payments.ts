import { apiPost, apiPut } from '@portal/shared';
import type { BillingSettings, DebitActionResult, FailedDebit, PaymentGatewayStatus, RefundBody, RefundResult } from '@portal/shared/contracts';
import { useConsoleChange } from '../../../common/use-console-change';
import { useConsoleRead } from '../../../common/use-console-read';

/** The root of billing's console reads: every action invalidates it. */
const billingRoot = ['club', 'billing'] as const;
const queueKey = [...billingRoot, 'failed'] as const;
const settingsKey = [...billingRoot, 'settings'] as const;

/** GET /club-console/billing/failed (ADMIN, STAFF) */
export const useFailedDebits = () => useConsoleRead<FailedDebit[]>(queueKey, 'club-console/billing/failed');

/** GET /club-console/billing/settings (ADMIN) */
export const useBillingSettings = (enabled: boolean) => useConsoleRead<BillingSettings>(settingsKey, 'club-console/billing/settings', enabled);

/** GET /club-console/billing/gateway (ADMIN): read-only, the keys live in the server's environment */
export const useGatewayStatus = (enabled: boolean) =>
  useConsoleRead<PaymentGatewayStatus>([...billingRoot, 'gateway'], 'club-console/billing/gateway', enabled);

export type DebitAction = 'retry' | 'waive' | 'desk-payment';

/** A member's arrears change with every action: their membership pages and dashboard re-read. */
const useBillingChange = <A, R>(fn: (args: A) => Promise<R>) => useConsoleChange(fn, billingRoot, 'membership');

/** POST /club-console/billing/debits/{id}/{retry|waive|desk-payment} */
export const useDebitActionMutation = () =>
  useBillingChange((a: { id: number; action: DebitAction }) => apiPost<DebitActionResult>(`club-console/billing/debits/${a.id}/${a.action}`));

/** PUT /club-console/billing/settings (ADMIN) */
export const useSaveSettingsMutation = () => useBillingChange((s: BillingSettings) => apiPut<BillingSettings>('club-console/billing/settings', s));

/** POST /club-console/billing/payments/{id}/refund (ADMIN), once per attempt's key */
export const useRefundMutation = () =>
  useBillingChange((a: { paymentId: number; body: RefundBody; key: string }) =>
    apiPost<RefundResult>(`club-console/billing/payments/${a.paymentId}/refund`, a.body, { idempotencyKey: a.key }),
  );

/** The finance export's address (a download: the session cookie goes with it). */
export const financeExportUrl = (from: string, to: string) =>
  `/api/v1/club-console/billing/finance-export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
