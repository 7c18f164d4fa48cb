// Who pays for the signed-in member: a household's dependant is told their payer's name, and the
// checkout sends no card (their payer's stored card pays; the API refuses a card of theirs).
import { apiGet, serverKeys } from '@portal/shared';
import type { HouseholdPayer } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';

const getWhoPays = () => apiGet<HouseholdPayer>('/household/payer');

export function useWhoPays() {
  // The membership pages ask the same question under the same key.
  return useQuery({ queryKey: [...serverKeys.membership, 'payer'], queryFn: getWhoPays });
}
