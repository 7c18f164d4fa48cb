import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';

interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

interface Props {
  /** What the chart shows, in words: its accessible name (the table beside it holds every figure). */
  title: string;
  kind?: 'bar' | 'line';
  data: Array<Record<string, string | number>>;
  series: ChartSeries[];
  valueFormatter?: (n: number) => string;
}

/**
 * One report's chart: a picture of the table beside it. Recharts' accessibility layer makes it a
 * focusable group whose arrow keys walk the points with their tooltip; the table is its text alternative.
 */
export function ReportChart({ title, kind = 'bar', data, series, valueFormatter }: Props) {
  if (data.length === 0) return null;
  const common = { h: 260, data, dataKey: 'label', series, withLegend: true, valueFormatter, tickLine: 'y' as const, textColor: 'gray.8', 'aria-label': title };
  return (
    <Box component="figure" m={0} aria-label={title}>
      {kind === 'line' ? <LineChart {...common} curveType="linear" /> : <BarChart {...common} />}
      <Text component="figcaption" size="sm">
        {title}. Every figure is in the table beside it.
      </Text>
    </Box>
  );
}
