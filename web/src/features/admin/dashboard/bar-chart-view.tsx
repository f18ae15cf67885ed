import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';

import { CHART_HEIGHT, formatAxisValue, formatValue, type ChartSpec } from './dashboard-charts';

/**
 * One dashboard chart drawn with MUI X Charts: loaded with the dashboard tab only. The
 * table beside it says the same to screen readers, so the drawing is hidden from them.
 */
export function BarChartView({ spec }: { spec: ChartSpec }) {
  const intl = useIntl();
  const labels = spec.rows.map((row) => row.label);
  const band = { scaleType: 'band' as const, data: labels };
  const valueFormatter = (value: number | null) =>
    value === null ? '' : formatValue(intl, spec.format, value);
  const tickFormatter = (value: number) => formatAxisValue(intl, spec.format, value);
  return (
    <BarChart
      height={CHART_HEIGHT}
      layout={spec.horizontal ? 'horizontal' : 'vertical'}
      xAxis={spec.horizontal ? [{ valueFormatter: tickFormatter }] : [band]}
      yAxis={
        spec.horizontal ? [{ ...band, width: 120 }] : [{ valueFormatter: tickFormatter, width: 64 }]
      }
      series={spec.series.map((series, index) => ({
        label: series.label,
        stack: series.stack,
        data: spec.rows.map((row) => row.values[index] ?? 0),
        valueFormatter,
      }))}
      hideLegend={spec.series.length < 2}
      // The table beside it is what keyboards and screen readers use: no tab stop in here.
      disableKeyboardNavigation
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
    />
  );
}
