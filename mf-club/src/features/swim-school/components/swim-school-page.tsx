import { Badge, Tabs, Text } from '@mantine/core';
import type { SwimClass, SwimClassInput, SwimLevel, SwimLevelInput, SwimTerm, SwimTermInput } from '@portal/shared/contracts';
import { WEEKDAY_LABELS, type WeekdayCode } from '@portal/shared/contracts';
import { useCatalogue } from '../../../common/catalogue-api';
import { CatalogueList } from '../../../common/catalogue-list';
import { classValues, NEW_LEVEL, newClass, newTerm } from '../lib/swim-forms';
import { ClassForm, LevelForm, TermForm } from './swim-forms';
import { HolidaysPanel } from './holidays-panel';

const localToday = () => new Intl.DateTimeFormat('en-CA').format(new Date());

/** ADMIN: the swim school's classes (lessons are generated from them), terms, levels and holidays. */
export function SwimSchoolPage() {
  const levels = useCatalogue<SwimLevel, SwimLevelInput>('swim/levels', 'bookings');
  const terms = useCatalogue<SwimTerm, SwimTermInput>('swim/terms', 'bookings');
  const classes = useCatalogue<SwimClass, SwimClassInput>('swim/classes', 'bookings', ['swim/levels', 'swim/terms']);
  const levelList = levels.list.data ?? [];
  const termList = terms.list.data ?? [];
  const name = (list: Array<{ id: number; name: string }>, id: number) => list.find((x) => x.id === id)?.name ?? '';
  return (
    <Tabs defaultValue="classes" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="classes">Classes</Tabs.Tab>
        <Tabs.Tab value="terms">Terms</Tabs.Tab>
        <Tabs.Tab value="levels">Levels</Tabs.Tab>
        <Tabs.Tab value="holidays">Holidays</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="classes" pt="md">
        {(termList.length === 0 || levelList.length === 0) && !terms.list.isPending && <Text mb="sm">Create a term and a level first: every class runs in a term at a level.</Text>}
        <CatalogueList
          catalogue={classes}
          noun="swim class"
          empty="No swim classes yet."
          columns={['Name', 'Term', 'Level', 'Day', 'Time', 'Instructor', 'Places']}
          cells={(c) => [
            c.name,
            name(termList, c.termId),
            name(levelList, c.levelId),
            WEEKDAY_LABELS[c.weekday as WeekdayCode] ?? c.weekday,
            `${c.startTime}, ${c.durationMin} min`,
            c.instructor,
            c.retired ? <Badge color="gray">Retired</Badge> : c.capacity,
          ]}
          form={(row, save, close) => (
            <ClassForm initial={row ? classValues(row) : newClass(termList[0]?.id, levelList[0]?.id)} terms={termList} levels={levelList} onSave={save} onCancel={close} />
          )}
        />
      </Tabs.Panel>
      <Tabs.Panel value="terms" pt="md">
        <CatalogueList
          catalogue={terms}
          noun="term"
          empty="No terms yet."
          columns={['Name', 'From', 'To', 'Make-up credits', 'Credit lasts', 'Classes']}
          cells={(t) => [t.name, t.startsOn, t.endsOn, t.makeupCreditsPerTerm, `${t.makeupExpiryDays} days`, t.classes]}
          form={(row, save, close) => <TermForm initial={row ? { name: row.name, startsOn: row.startsOn, endsOn: row.endsOn, makeupCreditsPerTerm: row.makeupCreditsPerTerm, makeupExpiryDays: row.makeupExpiryDays } : newTerm(localToday())} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="levels" pt="md">
        <CatalogueList
          catalogue={levels}
          noun="level"
          empty="No levels yet."
          columns={['Name', 'Order', 'Students', 'Classes']}
          cells={(l) => [l.name, l.sortOrder, l.students, l.classes]}
          form={(row, save, close) => <LevelForm initial={row ? { name: row.name, description: row.description, sortOrder: row.sortOrder } : NEW_LEVEL} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="holidays" pt="md">
        <HolidaysPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
