// A member's household in the console: who pays for them, whom they pay for; add an existing member,
// create a dependant (optionally with their own login), remove one. Each write answers the household.
import { announceChange, apiDelete, apiGet, apiPost } from '@portal/shared';
import type { AddDependant, ConsoleHousehold, NewDependant } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const base = (memberNumber: string) => `club-console/members/${encodeURIComponent(memberNumber)}/household`;
const householdKey = (memberNumber: string) => ['club-console', 'household', memberNumber] as const;

export const useConsoleHousehold = (memberNumber: string) =>
  useQuery({ queryKey: householdKey(memberNumber), queryFn: () => apiGet<ConsoleHousehold>(base(memberNumber)) });

function useHouseholdWrite<T>(memberNumber: string, write: (input: T) => Promise<ConsoleHousehold>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (household) => {
      client.setQueryData(householdKey(memberNumber), household);
      announceChange('membership');
    },
  });
}

export const useAddDependant = (memberNumber: string) =>
  useHouseholdWrite(memberNumber, (input: AddDependant) => apiPost<ConsoleHousehold>(`${base(memberNumber)}/dependants`, input));
export const useNewDependant = (memberNumber: string) =>
  useHouseholdWrite(memberNumber, (input: NewDependant) => apiPost<ConsoleHousehold>(`${base(memberNumber)}/new-dependant`, input));
export const useRemoveDependant = (memberNumber: string) =>
  useHouseholdWrite(memberNumber, (dependantNumber: string) => apiDelete<ConsoleHousehold>(`${base(memberNumber)}/dependants/${encodeURIComponent(dependantNumber)}`));
