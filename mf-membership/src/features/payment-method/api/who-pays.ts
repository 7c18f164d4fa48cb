// Who pays for the signed-in member: a household's dependant is told their payer's name, and the
// form is not offered (the API refuses their change too).
import { apiGet } from '@portal/shared';
import type { HouseholdPayer } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../common/query-keys';

const getWhoPays = () => apiGet<HouseholdPayer>('/household/payer');

export function useWhoPays() {
  return useQuery({ queryKey: membershipKeys.payer, queryFn: getWhoPays });
}
