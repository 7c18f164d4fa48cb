// The payer's household: the fetcher, its query and the writes (buy a pack for a dependant, cancel
// a dependant's booking, cancel or withdraw the cancellation of a dependant's membership, freeze it
// or end its freeze). Each write re-reads the membership pages, bookings and dashboard.
import { announceChange, apiDelete, apiGet, apiPost, PaymentAttemptKeys } from '@portal/shared';
import type { PagePrefetchContext } from '@portal/shared/core';
import type { BuyExtraPayload, Cancellation, CancellationPanel, FreezeQuote, FreezeRequest, Household, Suspension } from '@portal/shared/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FreezeTarget } from '../../../common/freeze-form';
import { membershipKeys } from '../../../common/query-keys';

const getHousehold = () => apiGet<Household>('/household');
const buyForDependant = (memberNumber: string, subscriptionId: number, idempotencyKey: string) =>
  apiPost<BuyExtraPayload>(`/extras/household/${encodeURIComponent(memberNumber)}/buy-subscription`, { subscriptionId }, { idempotencyKey, timeout: 30_000 });
const cancelDependantBooking = (memberNumber: string, bookingId: number) =>
  apiPost<'success'>(`/household/${encodeURIComponent(memberNumber)}/bookings/${bookingId}/cancel`, {});
const cancellationUrl = (memberNumber: string) => `/household/${encodeURIComponent(memberNumber)}/cancellation`;
const getDependantCancellation = (memberNumber: string) => apiGet<CancellationPanel>(cancellationUrl(memberNumber));
const cancelDependantMembership = (memberNumber: string, reason: string) => apiPost<Cancellation>(cancellationUrl(memberNumber), { reason });
const withdrawDependantCancellation = (memberNumber: string) => apiDelete<Cancellation>(cancellationUrl(memberNumber));
const suspensionUrl = (memberNumber: string) => `/household/${encodeURIComponent(memberNumber)}/suspension`;
const getDependantSuspensions = (memberNumber: string) => apiGet<Suspension[]>(suspensionUrl(memberNumber));
const unfreezeDependant = (memberNumber: string) => apiDelete<string>(suspensionUrl(memberNumber));

/** The household's query, the same for the page and for its prefetch with the route (routes.tsx). */
const householdQuery = { queryKey: membershipKeys.household, queryFn: getHousehold };

export function useHousehold() {
  return useQuery(householdQuery);
}

export const prefetchHousehold = ({ queryClient }: PagePrefetchContext) => queryClient.prefetchQuery(householdQuery);

export interface PackPurchase {
  memberNumber: string;
  subscriptionId: number;
}

export function useBuyForDependant() {
  // One Idempotency-Key per purchase attempt: a resend after no answer charges once.
  const [attempts] = useState(() => new PaymentAttemptKeys());
  return useMutation({
    mutationFn: (p: PackPurchase) => attempts.send(p, (key) => buyForDependant(p.memberNumber, p.subscriptionId, key)),
    onSuccess: () => announceChange('membership'),
  });
}

export function useCancelDependantBooking() {
  return useMutation({
    mutationFn: (b: { memberNumber: string; bookingId: number }) => cancelDependantBooking(b.memberNumber, b.bookingId),
    onSuccess: () => announceChange('membership', 'bookings'),
  });
}

/** A dependant's open cancellation, else the quote the dependant gets for cancelling today. */
export function useDependantCancellation(memberNumber: string, enabled: boolean) {
  return useQuery({ queryKey: membershipKeys.householdCancellation(memberNumber), queryFn: () => getDependantCancellation(memberNumber), enabled });
}

export function useCancelDependantMembership(memberNumber: string) {
  return useMutation({
    mutationFn: (reason: string) => cancelDependantMembership(memberNumber, reason),
    onSuccess: () => announceChange('membership', 'bookings'),
  });
}

export function useWithdrawDependantCancellation(memberNumber: string) {
  return useMutation({
    mutationFn: () => withdrawDependantCancellation(memberNumber),
    onSuccess: () => announceChange('membership'),
  });
}

/** A dependant's open freezes (none: the payer may freeze it). */
export function useDependantSuspensions(memberNumber: string) {
  return useQuery({ queryKey: membershipKeys.householdSuspension(memberNumber), queryFn: () => getDependantSuspensions(memberNumber) });
}

/** The freeze form's target for a dependant: their quote, and the freeze with one Idempotency-Key per attempt (a fee is charged to the payer). */
export function useDependantFreezeTarget(memberNumber: string): FreezeTarget {
  const [attempts] = useState(() => new PaymentAttemptKeys());
  return {
    quote: (body: FreezeRequest) => apiPost<FreezeQuote>(`${suspensionUrl(memberNumber)}/quote`, body),
    freeze: (body: FreezeRequest) => attempts.send(body, (idempotencyKey) => apiPost<string>(suspensionUrl(memberNumber), body, { idempotencyKey, timeout: 30_000 })),
  };
}

export function useUnfreezeDependant(memberNumber: string) {
  return useMutation({
    mutationFn: () => unfreezeDependant(memberNumber),
    onSuccess: () => announceChange('membership'),
  });
}
