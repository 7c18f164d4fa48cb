// Group class booking (/classbooking): filters date, club and class type; 'Search Class'; cards,
// or a week view of the same filters.
import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastOnFailure, DateField, LoadingText, dayjs, notifyError, notifySuccess, notifyWarning } from '@portal/shared';
import { CLASS_SEARCH_PAGE_SIZE, type ClassSearchBody, type GroupClass } from '@portal/shared/contracts';
import { bookClass, searchClasses } from '../api/class-booking-api';
import { DEFAULT_CLASS_TYPE, useClassFilters, windowEnd } from '../hooks/use-class-filters';
import { cancelBookingHref, ClassCard } from './class-card';

// The week view (and its calendar library) loads only when the member switches to it.
const ClassWeekView = lazy(() => import('./class-week-view'));

const NO_CLASSES = 'No group fitness classes found.';
export const MORE_CLASSES = 'Show more classes';

type Criteria = Pick<ClassSearchBody, 'selectedDate' | 'accountId' | 'classType'>;

/** Pages 1..pages of a search, in order (the server answers a day a page at a time). */
async function loadPages(criteria: Criteria, pages: number): Promise<{ classes: GroupClass[]; more: boolean }> {
  const classes: GroupClass[] = [];
  let more = false;
  for (let page = 1; page <= pages; page += 1) {
    const batch = await searchClasses({ ...criteria, page, pageSize: CLASS_SEARCH_PAGE_SIZE });
    classes.push(...batch);
    // A full page may have a next one; a short one is the last.
    more = batch.length === CLASS_SEARCH_PAGE_SIZE;
    if (!more) break;
  }
  return { classes, more };
}

const WEEK_DAYS = 7;

export function ClassBookingPage() {
  const { settings, accounts, types, error } = useClassFilters();
  const navigate = useNavigate();
  // The member's choices; until one is made the filter shows its default (below).
  const [pickedDate, setDate] = useState<string | null>(null);
  const [pickedAccountId, setAccountId] = useState<string | null>(null);
  const [pickedClassType, setClassType] = useState<string | null>(null);
  const [results, setResults] = useState<GroupClass[] | null>(null);
  // The criteria of the shown results, how many pages are shown, and whether another may follow.
  const [shown, setShown] = useState<{ criteria: Criteria; pages: number; more: boolean } | null>(null);
  const [searching, setSearching] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [bookingId, setBookingId] = useState<number | null>(null);
  const [view, setView] = useState<'list' | 'week'>('list');

  // The date starts at the club's today, not whenever it is empty: an emptied or wrongly typed
  // date ('') must stay empty rather than quietly become today.
  const date = pickedDate ?? settings?.today ?? '';
  const defaultType = types.find((t) => t.description === DEFAULT_CLASS_TYPE) ?? types[0];
  const accountId = pickedAccountId || accounts[0]?.accountId || null;
  const classType = pickedClassType || (defaultType ? String(defaultType.id) : null);

  const search = async () => {
    if (!date || !accountId || !classType) {
      notifyWarning('This field is required.');
      return;
    }
    const criteria = { selectedDate: date, accountId, classType: Number(classType) };
    setSearching(true);
    try {
      if (view === 'list') {
        const { classes, more } = await loadPages(criteria, 1);
        setResults(classes);
        setShown({ criteria, pages: 1, more });
        return;
      }
      // The week: the same search for each day from the chosen date, inside the booking window.
      setShown(null);
      const last = settings ? windowEnd(settings.today, settings.classBookingMaxDaysView) : date;
      const days = Array.from({ length: WEEK_DAYS }, (_, i) => dayjs(date).add(i, 'day').format('YYYY-MM-DD')).filter((d) => d <= last);
      const lists = await Promise.all(days.map((d) => searchClasses({ ...criteria, selectedDate: d })));
      setResults(lists.flat());
    } catch (e) {
      setResults(null);
      setShown(null);
      notifyError((e as Error).message);
    } finally {
      setSearching(false);
    }
  };

  const showMore = async () => {
    if (!shown) return;
    setLoadingMore(true);
    await toastOnFailure({ settle: () => setLoadingMore(false) }, async () => {
      const page = shown.pages + 1;
      const batch = await searchClasses({ ...shown.criteria, page, pageSize: CLASS_SEARCH_PAGE_SIZE });
      setResults((r) => [...(r ?? []), ...batch]);
      setShown({ ...shown, pages: page, more: batch.length === CLASS_SEARCH_PAGE_SIZE });
    });
  };

  /** After a booking: the pages already shown again, with the new places left. */
  const refresh = async () => {
    if (view === 'week') return search();
    if (!shown) return;
    await toastOnFailure(async () => {
      const { classes, more } = await loadPages(shown.criteria, shown.pages);
      setResults(classes);
      setShown({ ...shown, more });
    });
  };

  const book = async (c: GroupClass) => {
    // The week view's event of a class the member holds opens its cancellation instead.
    if (c.myBooking) {
      navigate(cancelBookingHref(c.myBooking.bookingId));
      return;
    }
    setBookingId(c.classScheduleId);
    await toastOnFailure({ settle: () => setBookingId(null), notify: notifyWarning }, async () => {
      const result = await bookClass({ classScheduleId: c.classScheduleId, classDateTime: c.classDateTime });
      notifySuccess(result.message);
      await refresh();
    });
  };

  if (error) return <Alert color="red">{error}</Alert>;
  if (!settings) return <LoadingText />;
  return (
    <Stack>
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
      {results && results.length > 0 && shown?.more && (
        <Group justify="center">
          <Button variant="default" onClick={showMore} loading={loadingMore}>
            {MORE_CLASSES}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
