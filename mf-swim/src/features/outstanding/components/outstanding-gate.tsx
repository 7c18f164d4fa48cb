// Reads the balances (query cache) on landing, feeds the shell's bell (swim:outstanding), opens the list once
// per sign-in, and opens the payment dialog when the bell asks (swim:pay).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus, sessionStore, useBusEvent, useSession } from '@portal/shared';
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { outstandingQuery } from '../api/outstanding-api';
import { OutstandingDialog } from './outstanding-dialog';
import { PaymentDialog } from './payment-dialog';

/** sessionStorage flag: the list opens once per sign-in (the key carries the session's user). */
export const outstandingShownKey = (userId: number | string) => `swim-outstanding-shown:${userId}`;

// Signing out ends the "once per sign-in": the next sign-in shows the list again.
sessionStore.subscribe((state, previous) => {
  if (previous.user && !state.user && typeof sessionStorage !== 'undefined') {
    sessionStorage.removeItem(outstandingShownKey(previous.user.userId));
  }
});

function emit(rows: OutstandingStudentRow[]) {
  bus.emit('swim:outstanding', {
    students: rows.map((r) => ({
      studentName: r.studentName,
      studentNumber: r.studentNumber,
      outstandingAmount: r.outstandingAmount,
      posTrasanctionId: r.posTrasanctionId,
    })),
  });
}

/** autoOpen: open the list once per sign-in (the landing page); elsewhere only the bell's swim:pay. */
export function OutstandingGate({ autoOpen = false }: { autoOpen?: boolean }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const client = useQueryClient();
  // A failed balance load must not block the class page; the bell simply stays empty.
  const { data } = useQuery(outstandingQuery);
  const rows = useMemo(() => data ?? [], [data]);
  const [listOpen, setListOpen] = useState(false);
  const [paying, setPaying] = useState<OutstandingStudentRow | null>(null);

  /** The dues as the server has them now (joins a refetch a payment's announcement started). */
  const load = useCallback(async () => {
    try {
      return await client.fetchQuery({ ...outstandingQuery, staleTime: 0 });
    } catch {
      return null;
    }
  }, [client]);

  // Every read of the dues feeds the shell's bell.
  useEffect(() => {
    if (data) emit(data);
  }, [data]);

  // A read with dues opens the list, once per sign-in (the flag is kept once it is open).
  const [readSeen, setReadSeen] = useState<{ data: typeof data; userId: number | null; autoOpen: boolean } | null>(null);
  if (data && (readSeen?.data !== data || readSeen.userId !== userId || readSeen.autoOpen !== autoOpen)) {
    setReadSeen({ data, userId, autoOpen });
    if (autoOpen && userId !== null && data.length > 0 && sessionStorage.getItem(outstandingShownKey(userId)) !== '1') {
      setListOpen(true);
    }
  }
  useEffect(() => {
    if (listOpen && autoOpen && userId !== null) sessionStorage.setItem(outstandingShownKey(userId), '1');
  }, [listOpen, autoOpen, userId]);

  const openPayment = useCallback(
    (posTrasanctionId: number) => {
      const row = rows.find((r) => r.posTrasanctionId === posTrasanctionId);
      if (row) setPaying(row);
      else void load().then((list) => setPaying(list?.find((r) => r.posTrasanctionId === posTrasanctionId) ?? null));
    },
    [rows, load],
  );
  useBusEvent('swim:pay', ({ posTrasanctionId }) => openPayment(posTrasanctionId));

  // The bell on a non-swim page navigates here with ?pay=<id> (no swim page was listening): a
  // known debt opens at once, another after a fresh read; the address then drops the parameter.
  const [searchParams, setSearchParams] = useSearchParams();
  const payParam = Number(searchParams.get('pay'));
  const payAsked = Number.isInteger(payParam) && payParam > 0 ? payParam : null;
  const [payHandled, setPayHandled] = useState<number | null>(null);
  if (payAsked !== payHandled) {
    setPayHandled(payAsked);
    const row = payAsked === null ? undefined : rows.find((r) => r.posTrasanctionId === payAsked);
    if (row) setPaying(row);
  }
  const onPayAsked = useEffectEvent((posTrasanctionId: number) => {
    if (!rows.some((r) => r.posTrasanctionId === posTrasanctionId)) {
      void load().then((list) => setPaying(list?.find((r) => r.posTrasanctionId === posTrasanctionId) ?? null));
    }
    const next = new URLSearchParams(searchParams);
    next.delete('pay');
    setSearchParams(next, { replace: true });
  });
  useEffect(() => {
    if (payAsked !== null) onPayAsked(payAsked);
  }, [payAsked]);

  const closePayment = async (result: 'success' | 'cancel') => {
    setPaying(null);
    if (result !== 'success') return;
    const list = await load();
    if (list && list.length === 0) setListOpen(false);
  };

  return (
    <>
      <OutstandingDialog
        opened={listOpen && paying === null}
        students={rows}
        onSelect={setPaying}
        onCancel={() => setListOpen(false)}
      />
      <PaymentDialog student={paying} onClose={(r) => void closePayment(r)} />
    </>
  );
}
