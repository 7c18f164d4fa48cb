// Who pays for the signed-in member: a household's dependant is told their payer's name and is
// asked for no card or bank account (Update Payment Method, a membership change: the API refuses them).
import { apiGet } from '@portal/shared';
import type { HouseholdPayer } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { membershipKeys } from './query-keys';

const getWhoPays = () => apiGet<HouseholdPayer>('/household/payer');

export function useWhoPays() {
  return useQuery({ queryKey: membershipKeys.payer, queryFn: getWhoPays });
}
