// Your Active Membership (/membership, docs/spec/account-core.md §2, §6).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, announceChange, LoadingText, RETRIEVING_MEMBERSHIP, formatMoney, notifyError, useErrorNotice, useSession } from '@portal/shared';
import { DetailsTable } from '../../../common/details-table';
import { PaymentMethodDialog } from './payment-method-dialog';
import { membershipKeys } from '../../../common/query-keys';
import { getMembership } from '../api/get-membership';
import { getTheme } from '../api/get-theme';
import { CancellationCard } from './cancellation-card';
import { ChangeMembershipDialog } from './change-membership-dialog';

export function MembershipPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const memberNumber = useSession((s) => s.memberNumber);
  const theme = useSession((s) => s.theme);
  const setTheme = useSession((s) => s.setTheme);
  const accountId = useSession((s) => s.accountId);
  const [dialog, setDialog] = useState<'change' | 'renew' | 'payment' | null>(null);

  // Without a theme the page needs the club from its address (code and accountId), else 404.
  const code = params.get('code');
  const account = params.get('accountId');
  useEffect(() => {
    if (!theme && (!code || !account)) navigate('/404', { replace: true });
  }, [theme, code, account, navigate]);
  const themeQuery = useQuery({
    queryKey: membershipKeys.theme(account),
    queryFn: () => getTheme(account ?? ''),
    enabled: !theme && Boolean(code && account),
  });
  useEffect(() => {
    if (themeQuery.data) setTheme(themeQuery.data);
  }, [themeQuery.data, setTheme]);

  const infoQuery = useQuery({
    queryKey: membershipKeys.info(memberNumber),
    queryFn: () => getMembership(memberNumber ?? ''),
    enabled: Boolean(memberNumber),
  });
  useErrorNotice(infoQuery.error, (e) => notifyError(errorMessage(e)));
  const info = infoQuery.data ?? null;
  // Waiting for the membership, or (signed out, public link) for the club's theme.
  const loading = memberNumber ? infoQuery.isPending : !themeQuery.isError;
  // A change, a renewal or a new payment method: every membership page and the dashboard re-read.
  const load = () => announceChange('membership');

  const flags = theme?.flags ?? {};
  const paidInFull = info?.contractType === 'Paid in Full';
  const details = info?.contractTypeDetails;
  const pay = details?.paymentTypeDetails;
  const publicForm = (path: string) => {
    const query = new URLSearchParams({ code: String(theme?.code ?? params.get('code') ?? ''), accountId: accountId ?? String(theme?.accountId ?? ''), memberNumber: memberNumber ?? '' });
    window.open(`${path}?${query.toString()}`, '_blank', 'noopener');
  };

  const rows: [string, string][] = info
    ? [
        ['Contract type', info.contractType],
        ['Membership', info.membershipName],
        ['Start date', details!.membershipStartDate],
        ...(info.overdueCents ? ([['Amount overdue', formatMoney(info.overdueCents)]] as [string, string][]) : []),
        ...(info.sessionRemaining > 0 ? ([['Sessions remaining', String(info.sessionRemaining)]] as [string, string][]) : []),
        ...(paidInFull
          ? ([['Expiry date', details!.expiryDate]] as [string, string][])
          : ([
              ['Next payment date', details!.nextPaymentDate],
              ['Next payment amount', formatMoney(details!.nextPaymentAmountCents)],
            ] as [string, string][])),
        ...(details!.paymentType === 19
          ? ([
              ['Account name', pay!.accountName],
              ['Account number', pay!.accountNumber],
              ['Bsb', [pay!.bsbNumber1, pay!.bsbNumber2].filter(Boolean).join('-')],
            ] as [string, string][])
          : ([
              ['Card name', pay!.nameOnCard],
              ['Card number', pay!.creditCardNumber],
            ] as [string, string][])),
      ]
    : [];

  return (
    <Stack>
      <Title order={2}>Your Active Membership</Title>
      {loading ? (
        <LoadingText text={RETRIEVING_MEMBERSHIP} />
      ) : (
        <Card withBorder>
          {info ? (
            <DetailsTable label="Membership details" rows={rows} />
          ) : (
            <Text>You have no active membership.</Text>
          )}
          <Group mt="md">
            {flags.isEnableManageButton && paidInFull && <Button onClick={() => setDialog('renew')}>Renew Current Membership</Button>}
            {flags.isEnableManageButton && (info?.isShowCurrentMembership ?? true) && (
              <Button onClick={() => setDialog('change')}>Change Current Membership</Button>
            )}
            {flags.allowMemberPaymentChange && info && !paidInFull && <Button onClick={() => setDialog('payment')}>Update Payment Method</Button>}
            {flags.allowMemberSuspension && info && <Button variant="outline" onClick={() => navigate('/suspendmember')}>Suspend</Button>}
            {flags.showSelfServiceSuspensionInApp && (
              <Button variant="outline" onClick={() => publicForm('/suspension-form')}>
                Suspension Request
              </Button>
            )}
            {flags.showSelfServiceCancellationInApp && (
              <Button variant="outline" onClick={() => publicForm('/cancellation-form')}>
                Cancellation Request
              </Button>
            )}
          </Group>
          {flags.memberCancellation && info && <CancellationCard />}
        </Card>
      )}
      <ChangeMembershipDialog
        opened={dialog === 'change' || dialog === 'renew'}
        renew={dialog === 'renew'}
        current={info}
        onClose={() => setDialog(null)}
        onCompleted={() => void load()}
      />
      <PaymentMethodDialog opened={dialog === 'payment'} onClose={() => setDialog(null)} onSaved={() => void load()} />
    </Stack>
  );
}
