import { Badge, Text } from '@mantine/core';
import type { SwimClass, SwimClassInput, SwimLevel, SwimLevelInput, SwimTerm, SwimTermInput } from '@portal/shared/contracts';
import { WEEKDAY_LABELS, type WeekdayCode } from '@portal/shared/contracts';
import { useClubToday } from '@portal/shared';
import { useCatalogue } from '../../../common/catalogue-api';
import { CatalogueList } from '../../../common/catalogue-list';
import { ConsoleTabs } from '../../../common/console-tabs';
import { classValues, NEW_LEVEL, newClass, newTerm } from '../lib/swim-forms';
import { ClassForm, LevelForm, TermForm } from './swim-forms';
import { HolidaysPanel } from './holidays-panel';

/** ADMIN: the swim school's classes (lessons are generated from them), terms, levels and holidays. */
export function SwimSchoolPage() {
  const levels = useCatalogue<SwimLevel, SwimLevelInput>('swim/levels', 'bookings');
  const terms = useCatalogue<SwimTerm, SwimTermInput>('swim/terms', 'bookings');
  const classes = useCatalogue<SwimClass, SwimClassInput>('swim/classes', 'bookings', ['swim/levels', 'swim/terms']);
  // A new term starts on the club's today (the server checks every date in the club's zone).
  const today = useClubToday();
  const levelList = levels.list.data ?? [];
  const termList = terms.list.data ?? [];
  const name = (list: Array<{ id: number; name: string }>, id: number) => list.find((x) => x.id === id)?.name ?? '';
  const classesList = (
    <>
      {(termList.length === 0 || levelList.length === 0) && !terms.list.isPending && <Text mb="sm">Create a term and a level first: every class runs in a term at a level.</Text>}
      <CatalogueList
        catalogue={classes}
        noun="swim class"
        empty="No swim classes yet."
        columns={{
          Name: (c) => c.name,
          Term: (c) => name(termList, c.termId),
          Level: (c) => name(levelList, c.levelId),
          Day: (c) => WEEKDAY_LABELS[c.weekday as WeekdayCode] ?? c.weekday,
          Time: (c) => `${c.startTime}, ${c.durationMin} min`,
          Instructor: (c) => c.instructor,
          Places: (c) => (c.retired ? <Badge color="gray">Retired</Badge> : c.capacity),
        }}
        form={(row, save, close) => (
          <ClassForm initial={row ? classValues(row) : newClass(termList[0]?.id, levelList[0]?.id)} terms={termList} levels={levelList} onSave={save} onCancel={close} />
        )}
      />
    </>
  );
  const termsList = (
    <CatalogueList
      catalogue={terms}
      noun="term"
      empty="No terms yet."
      columns={{
        Name: (t) => t.name,
        From: (t) => t.startsOn,
        To: (t) => t.endsOn,
        'Make-up credits': (t) => t.makeupCreditsPerTerm,
        'Credit lasts': (t) => `${t.makeupExpiryDays} days`,
        Classes: (t) => t.classes,
      }}
      form={(row, save, close) => <TermForm initial={row ? { name: row.name, startsOn: row.startsOn, endsOn: row.endsOn, makeupCreditsPerTerm: row.makeupCreditsPerTerm, makeupExpiryDays: row.makeupExpiryDays } : newTerm(today)} onSave={save} onCancel={close} />}
    />
  );
  const levelsList = (
    <CatalogueList
      catalogue={levels}
      noun="level"
      empty="No levels yet."
      columns={{ Name: (l) => l.name, Order: (l) => l.sortOrder, Students: (l) => l.students, Classes: (l) => l.classes }}
      form={(row, save, close) => <LevelForm initial={row ? { name: row.name, description: row.description, sortOrder: row.sortOrder } : NEW_LEVEL} onSave={save} onCancel={close} />}
    />
  );
  return (
    <ConsoleTabs
      tabs={[
        { value: 'classes', label: 'Classes', panel: classesList },
        { value: 'terms', label: 'Terms', panel: termsList },
        { value: 'levels', label: 'Levels', panel: levelsList },
        { value: 'holidays', label: 'Holidays', panel: <HolidaysPanel /> },
      ]}
    />
  );
}
