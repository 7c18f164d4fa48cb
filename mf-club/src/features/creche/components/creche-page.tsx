import { Badge, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useClubToday, namedOptions } from '@portal/shared';
import { WEEKDAY_LABELS, type CrecheSeries, type CrecheSeriesInput, type WeekdayCode } from '@portal/shared/contracts';
import { useCatalogue } from '../../../common/catalogue-api';
import { CatalogueList } from '../../../common/catalogue-list';
import { agesLabel, crecheValues, newCrecheSeries } from '../lib/creche-form';
import { CrecheSeriesForm } from './creche-series-form';
import { CrecheSessions } from './creche-sessions';

/** ADMIN: the creche's weekly series (the sessions members book are generated from them) and their sessions. */
export function CrechePage() {
  const series = useCatalogue<CrecheSeries, CrecheSeriesInput>('creche/series', 'bookings');
  const [showing, setShowing] = useState<string | null>(null);
  // The club's today for the form's defaults (the server checks every date in the club's zone).
  const today = useClubToday();
  const rows = series.list.data ?? [];
  return (
    <Stack>
      <Title order={3}>Creche sessions</Title>
      <CatalogueList
        catalogue={series}
        noun="creche series"
        empty="No creche sessions yet. Add the first weekly series."
        columns={{
          Name: (s) => s.name,
          Days: (s) => s.weekdays.map((d) => WEEKDAY_LABELS[d as WeekdayCode] ?? d).join(', '),
          Time: (s) => `${s.startTime}, ${s.durationMin} min`,
          Ages: (s) => agesLabel(s.minAgeMonths, s.maxAgeMonths),
          Room: (s) => s.room,
          Places: (s) => (s.retired ? <Badge color="gray">Retired</Badge> : s.capacity),
        }}
        form={(row, save, close) => <CrecheSeriesForm initial={row ? crecheValues(row) : newCrecheSeries(today)} onSave={save} onCancel={close} />}
      />
      {rows.length > 0 && (
        <Select
          label="Sessions of"
          placeholder="Choose a series"
          data={namedOptions(rows)}
          value={showing}
          onChange={setShowing}
        />
      )}
      {showing && <CrecheSessions key={showing} seriesId={Number(showing)} />}
    </Stack>
  );
}
