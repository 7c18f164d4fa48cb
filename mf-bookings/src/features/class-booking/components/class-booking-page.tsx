// Group class booking (/classbooking): filters date, club and class type; 'Search Class'; cards,
// or a week view of the same filters (issue 20).
import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DateField, LoadingText, dayjs, notifyError, notifySuccess, notifyWarning } from '@portal/shared';
import type { GroupClass } from '@portal/shared/contracts';
import { bookClass, searchClasses } from '../api/class-booking-api';
import { DEFAULT_CLASS_TYPE, useClassFilters, windowEnd } from '../hooks/use-class-filters';
import { ClassCard } from './class-card';

// The week view (and its calendar library) loads only when the member switches to it.
const ClassWeekView = lazy(() => import('./class-week-view'));

export const NO_CLASSES = 'No group fitness classes found.';
const WEEK_DAYS = 7;

export function ClassBookingPage() {
  const { settings, accounts, types, error } = useClassFilters();
  const [date, setDate] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [classType, setClassType] = useState<string | null>(null);
  const [results, setResults] = useState<GroupClass[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [bookingId, setBookingId] = useState<number | null>(null);
  const [view, setView] = useState<'list' | 'week'>('list');

  // The date starts at the club's today once, not whenever it is empty: an emptied or wrongly
  // typed date must stay empty rather than quietly become today.
  useEffect(() => {
    if (settings) setDate(settings.today);
  }, [settings]);

  useEffect(() => {
    if (accounts.length && !accountId) setAccountId(accounts[0].accountId);
    if (types.length && !classType) setClassType(String((types.find((t) => t.description === DEFAULT_CLASS_TYPE) ?? types[0]).id));
  }, [accounts, types, accountId, classType]);

  const search = async () => {
    if (!date || !accountId || !classType) {
      notifyWarning('This field is required.');
      return;
    }
    setSearching(true);
    try {
      if (view === 'list') {
        setResults(await searchClasses({ selectedDate: date, accountId, classType: Number(classType) }));
        return;
      }
      // The week: the same search for each day from the chosen date, inside the booking window.
      const last = settings ? windowEnd(settings.today, settings.classBookingMaxDaysView) : date;
      const days = Array.from({ length: WEEK_DAYS }, (_, i) => dayjs(date).add(i, 'day').format('YYYY-MM-DD')).filter((d) => d <= last);
      const lists = await Promise.all(days.map((d) => searchClasses({ selectedDate: d, accountId, classType: Number(classType) })));
      setResults(lists.flat());
    } catch (e) {
      setResults(null);
      notifyError((e as Error).message);
    } finally {
      setSearching(false);
    }
  };

  const book = async (c: GroupClass) => {
    setBookingId(c.classScheduleId);
    try {
      const result = await bookClass({ classScheduleId: c.classScheduleId, classDateTime: c.classDateTime });
      notifySuccess(result.message);
      await search();
    } catch (e) {
      notifyWarning((e as Error).message);
    } finally {
      setBookingId(null);
    }
  };

  if (error) return <Alert color="red">{error}</Alert>;
  if (!settings) return <LoadingText />;
  return (
    <Stack>
      <Title order={2}>Book a Class</Title>
      <Group align="flex-end">
        <DateField
          label="Date"
          required
          value={date}
          minDate={settings.today}
          maxDate={windowEnd(settings.today, settings.classBookingMaxDaysView)}
          onChange={(v) => setDate(v ?? '')}
        />
        <Select
          label="Club"
          required
          data={accounts.map((a) => ({ value: a.accountId, label: a.accountName }))}
          value={accountId}
          onChange={setAccountId}
          allowDeselect={false}
        />
        <Select
          label="Class type"
          required
          data={types.map((t) => ({ value: String(t.id), label: t.description }))}
          value={classType}
          onChange={setClassType}
          allowDeselect={false}
        />
        <Button onClick={search} loading={searching}>
          Search Class
        </Button>
        <SegmentedControl
          aria-label="Results view"
          value={view}
          onChange={(v) => {
            setView(v as 'list' | 'week');
            setResults(null);
          }}
          data={[
            { value: 'list', label: 'List' },
            { value: 'week', label: 'Week' },
          ]}
        />
      </Group>
      {results && results.length === 0 && <Alert color="yellow">{NO_CLASSES}</Alert>}
      {view === 'week' && results && results.length > 0 && (
        <Suspense fallback={<LoadingText />}>
          <ClassWeekView date={date} classes={results} onPick={book} />
        </Suspense>
      )}
      {view === 'list' && results && results.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {results.map((c) => (
            <ClassCard key={c.classScheduleId} item={c} busy={bookingId === c.classScheduleId} onBook={book} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
