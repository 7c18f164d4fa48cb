// A dependant's membership on /household: the payer freezes it with the member's own freeze form
// (common/freeze-form.tsx: the club's freeze types, the quote, the same refusals), any fee charged to
// the payer's card; an open freeze is listed and can be ended now.
import { Alert, Button, Group, Text } from '@mantine/core';
import { announceChange, ConfirmDialog, ErrorAlert, formatMoney, notifySuccess } from '@portal/shared';
import { useState } from 'react';
import { FreezeForm } from '../../../common/freeze-form';
import { useDependantFreezeTarget, useDependantSuspensions, useUnfreezeDependant } from '../api/household-api';

export function DependantFreeze({ memberNumber, name }: { memberNumber: string; name: string }) {
  const list = useDependantSuspensions(memberNumber);
  const target = useDependantFreezeTarget(memberNumber);
  const unfreeze = useUnfreezeDependant(memberNumber);
  const [open, setOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  if (!list.data) return null;
  const frozen = list.data;
  if (frozen.length > 0)
    return (
      <Alert color="blue" title="Freeze">
        {frozen.map((s) => (
          <Text key={s.id} size="sm">
            {name}’s membership is frozen from {s.suspendFromDate} to {s.suspendToDate} ({s.reasonText}){s.feeCents > 0 ? `, fee ${formatMoney(s.feeCents)}` : ''}.
          </Text>
        ))}
        <Button size="xs" variant="outline" mt="xs" onClick={() => setEnding(true)}>
          End freeze for {name}
        </Button>
        <ErrorAlert error={unfreeze.error} />
        <ConfirmDialog
          opened={ending}
          message={`End the freeze now? ${name}’s membership is active again and the unused days are given back.`}
          busy={unfreeze.isPending}
          onCancel={() => setEnding(false)}
          onConfirm={() => unfreeze.mutate(undefined, { onSuccess: () => notifySuccess(`${name}’s membership is active again.`), onSettled: () => setEnding(false) })}
        />
      </Alert>
    );
  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          Freeze membership of {name}
        </Button>
      </Group>
      {open && (
        <FreezeForm
          target={target}
          submitLabel={`Freeze for ${name}`}
          onDone={async () => {
            notifySuccess(`${name}’s membership is frozen.`);
            setOpen(false);
            announceChange('membership');
            await list.refetch();
          }}
        />
      )}
    </>
  );
}
