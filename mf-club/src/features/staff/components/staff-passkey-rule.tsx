import { Switch, Text } from '@mantine/core';
import { errorMessage } from '@portal/shared';
import { STAFF_PASSKEYS_HELP, STAFF_PASSKEYS_LABEL } from '@portal/shared/messages';
import { useStaffPasskeyPolicy, useStaffPasskeyPolicyMutation } from '../api/staff-passkeys';

/** ADMIN: ask the club's ADMIN and STAFF logins to sign in with a passkey. */
export function StaffPasskeyRule() {
  const policy = useStaffPasskeyPolicy();
  const change = useStaffPasskeyPolicyMutation();
  return (
    <div>
      <Switch
        label={STAFF_PASSKEYS_LABEL}
        description={STAFF_PASSKEYS_HELP}
        checked={policy.data?.staffPasskeysRequired ?? false}
        disabled={!policy.data || change.isPending}
        onChange={(e) => change.mutate({ staffPasskeysRequired: e.currentTarget.checked })}
      />
      {change.isError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(change.error)}
        </Text>
      )}
    </div>
  );
}
