import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DrillQuery } from '@portal/shared/contracts';
import { useState } from 'react';
import { ConsoleTabs } from '../../../common/console-tabs';
import type { Range } from '../api/insights';
import { useClubToday } from '@portal/shared';
import { ddmmyyyy, defaultRange, rangeError } from '../lib/range-rules';
import { AttendanceReport } from './attendance-report';
import { DrillRows } from './drill-rows';
import type { OpenFigure } from './figure-table';
import { MembersReport } from './members-report';
import { MoneyReport } from './money-report';

/** Insights (ADMIN): attendance, members and money over a range, each against the period before it. */
export function InsightsPage() {
  // Four weeks ending on the club's today (the server counts club-local days).
  const today = useClubToday();
  const [range, setRange] = useState<Range>(() => defaultRange(today));
  const form = useForm<Range>({
    initialValues: range,
    validate: { from: (from, v) => rangeError(from, v.to), to: (to, v) => (rangeError(v.from, to) ? ' ' : null) },
  });
  const [tab, setTab] = useState<string | null>('attendance');
  const [drill, setDrill] = useState<{ query: DrillQuery; title: string } | null>(null);
  const open: OpenFigure = (q, title) => setDrill({ query: { ...q, ...range } as DrillQuery, title });
  const onRange = (r: Range) => {
    setRange(r);
    setDrill(null);
  };

  return (
    <Stack>
      <form onSubmit={form.onSubmit(onRange)} aria-label="Report range">
        <Group align="flex-start">
          <TextInput type="date" label="From" maxLength={10} {...form.getInputProps('from')} />
          <TextInput type="date" label="To" maxLength={10} {...form.getInputProps('to')} />
          <Button type="submit" mt={25}>
            Show range
          </Button>
        </Group>
      </form>
      <Text size="sm" data-testid="range-shown">
        {ddmmyyyy(range.from)} to {ddmmyyyy(range.to)}, compared with the same number of days before it.
      </Text>
      <ConsoleTabs
        value={tab}
        onChange={(t) => {
          setTab(t);
          setDrill(null);
        }}
        tabs={[
          { value: 'attendance', label: 'Attendance', panel: <AttendanceReport range={range} onOpen={open} /> },
          { value: 'members', label: 'Members', panel: <MembersReport range={range} onOpen={open} /> },
          { value: 'money', label: 'Money', panel: <MoneyReport range={range} onOpen={open} /> },
        ]}
      />
      <DrillRows query={drill?.query ?? null} title={drill?.title ?? ''} onClose={() => setDrill(null)} />
    </Stack>
  );
}
