import { csvText } from '@domain/csv-export';
import type { DashboardWire } from '@domain/wire/dashboard';
import type { IntlShape } from 'react-intl';

/** A chart's height, held by its skeleton too so nothing moves when it appears. */
export const CHART_HEIGHT = 260;

/** One chart of the dashboard, and the table and CSV that say the same. */
export interface ChartSpec {
  id: string;
  titleId: string;
  /** The first column's header (what each row is). */
  labelHeader: string;
  /** One series per value column. */
  series: { label: string; stack?: string }[];
  rows: { label: string; values: number[] }[];
  /** How the values read: counts, or cents shown as dollars. */
  format: 'count' | 'cents';
  /** Long labels (clubs, events) read better as horizontal bars. */
  horizontal?: boolean;
}

const message = (intl: IntlShape, id: string) => intl.formatMessage({ id });

/** A value as the table shows it. */
/** An axis tick: short enough for a 64 px axis at 390 px ($12.3K, 1.5K); tooltips stay exact. */
export function formatAxisValue(intl: IntlShape, format: ChartSpec['format'], value: number) {
  const compact = {
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  } as const;
  return format === 'cents'
    ? intl.formatNumber(value / 100, { style: 'currency', currency: 'USD', ...compact })
    : intl.formatNumber(value, compact);
}

export function formatValue(intl: IntlShape, format: ChartSpec['format'], value: number) {
  return format === 'cents'
    ? intl.formatNumber(value / 100, { style: 'currency', currency: 'USD' })
    : intl.formatNumber(value);
}

/** 'YYYY-MM' as "Nov 2026" in the reader's language. */
function monthLabel(intl: IntlShape, month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return intl.formatDate(new Date(Date.UTC(year, monthNumber - 1, 1)), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The dashboard's charts, in the order shown. */
export function dashboardCharts(intl: IntlShape, data: DashboardWire): ChartSpec[] {
  const members = message(intl, 'admin.dashboard.series.members');
  const club = data.members_by_club;
  return [
    {
      id: 'status',
      titleId: 'admin.dashboard.chart.status',
      labelHeader: message(intl, 'admin.dashboard.column.status'),
      series: [{ label: members }],
      rows: data.members_by_status.map(({ key, count }) => ({
        label: message(intl, `admin.dashboard.status.${key}`),
        values: [count],
      })),
      format: 'count',
    },
    {
      id: 'tier',
      titleId: 'admin.dashboard.chart.tier',
      labelHeader: message(intl, 'admin.dashboard.column.tier'),
      series: [{ label: members }],
      rows: data.members_by_tier.map(({ key, count }) => ({
        label: message(intl, `memberTable.tier.${key}`),
        values: [count],
      })),
      format: 'count',
    },
    {
      id: 'division',
      titleId: 'admin.dashboard.chart.division',
      labelHeader: message(intl, 'admin.dashboard.column.division'),
      series: [{ label: members }],
      rows: data.members_by_division.map(({ key, count }) => ({
        label: message(
          intl,
          key === 'none' ? 'admin.dashboard.division.none' : `registration.division.${key}`,
        ),
        values: [count],
      })),
      format: 'count',
    },
    {
      id: 'club',
      titleId: 'admin.dashboard.chart.club',
      labelHeader: message(intl, 'admin.dashboard.column.club'),
      series: [{ label: members }],
      rows: [
        ...club.top.map(({ name, club_id, count }) => ({
          label: name || club_id,
          values: [count],
        })),
        { label: message(intl, 'admin.dashboard.club.other'), values: [club.other_clubs] },
        { label: message(intl, 'admin.dashboard.club.none'), values: [club.no_club] },
      ],
      format: 'count',
      horizontal: true,
    },
    {
      id: 'new-members',
      titleId: 'admin.dashboard.chart.newMembers',
      labelHeader: message(intl, 'admin.dashboard.column.month'),
      series: [{ label: message(intl, 'admin.dashboard.series.newMembers') }],
      rows: data.months.map(({ month, new_members }) => ({
        label: monthLabel(intl, month),
        values: [new_members],
      })),
      format: 'count',
    },
    {
      id: 'revenue',
      titleId: 'admin.dashboard.chart.revenue',
      labelHeader: message(intl, 'admin.dashboard.column.month'),
      series: [{ label: message(intl, 'admin.dashboard.series.revenue') }],
      rows: data.months.map(({ month, revenue_cents }) => ({
        label: monthLabel(intl, month),
        values: [revenue_cents],
      })),
      format: 'cents',
    },
    {
      id: 'events',
      titleId: 'admin.dashboard.chart.events',
      labelHeader: message(intl, 'admin.dashboard.column.event'),
      series: [
        { label: message(intl, 'admin.dashboard.series.entered'), stack: 'entries' },
        { label: message(intl, 'admin.dashboard.series.waiting'), stack: 'entries' },
      ],
      rows: data.upcoming_events.map((event) => ({
        label: `${event.title} (${intl.formatDate(`${event.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })})`,
        values: [event.entered, event.waiting],
      })),
      format: 'count',
      horizontal: true,
    },
  ];
}

/** A chart's figures as CSV: dollars as plain numbers, so a spreadsheet can add them up. */
export function chartCsv(spec: ChartSpec): string {
  const value = (v: number) => (spec.format === 'cents' ? (v / 100).toFixed(2) : v);
  return csvText(
    [spec.labelHeader, ...spec.series.map((s) => s.label)],
    spec.rows.map((row) => [row.label, ...row.values.map(value)]),
  );
}

/** Whether the association has nothing to show yet: no memberships, payments or events. */
export function isEmptyAssociation(data: DashboardWire): boolean {
  return (
    data.members_by_status.every((s) => s.count === 0) &&
    data.months.every((m) => m.revenue_cents === 0) &&
    data.upcoming_events.length === 0
  );
}
