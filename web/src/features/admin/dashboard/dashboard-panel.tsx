import type { DashboardWire } from '@domain/wire/dashboard';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { TableEmpty, TableError } from '../../../components/member-table/table-states';
import { useConfig } from '../../../config/config-context';
import { getDashboard } from '../api/dashboard-api';
import { errorText } from '../shared/error-text';

import { ChartCard, ChartFrame, ChartSkeleton } from './chart-card';
import { dashboardCharts, isEmptyAssociation } from './dashboard-charts';

type DashboardState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; data: DashboardWire };

// The charts' titles, in the order dashboardCharts gives them: the skeleton shows them too.
const CHART_TITLES = [
  'admin.dashboard.chart.status',
  'admin.dashboard.chart.tier',
  'admin.dashboard.chart.division',
  'admin.dashboard.chart.club',
  'admin.dashboard.chart.newMembers',
  'admin.dashboard.chart.revenue',
  'admin.dashboard.chart.events',
];

const FIGURE_IDS = [
  'admin.dashboard.figure.active',
  'admin.dashboard.figure.renewals',
  'admin.dashboard.figure.certifications30',
  'admin.dashboard.figure.certifications60',
];

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;
const figureGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  m: 0,
  mb: 2,
} as const;

/** The headline figures: each a term and its number, the same size loading and loaded. */
function Figures({ values }: { values: (number | null)[] }) {
  const intl = useIntl();
  return (
    <Box component="dl" sx={figureGrid}>
      {FIGURE_IDS.map((id, index) => {
        const value = values[index];
        return (
          <Paper key={id} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              <FormattedMessage id={id} />
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0 }}>
              {value === null || value === undefined ? (
                <Skeleton width="3ch" />
              ) : (
                intl.formatNumber(value)
              )}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}

const Heading = () => (
  <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
    <FormattedMessage id="admin.dashboard.heading" />
  </Typography>
);

/** The dashboard while its figures load: the same cards, holding their places. */
function DashboardSkeleton() {
  return (
    <>
      <Heading />
      <Typography role="status" sx={{ mb: 2 }}>
        <FormattedMessage id="admin.dashboard.loading" />
      </Typography>
      <Figures values={FIGURE_IDS.map(() => null)} />
      <Box sx={grid}>
        {CHART_TITLES.map((id) => (
          <ChartFrame key={id} title={<FormattedMessage id={id} />}>
            <ChartSkeleton />
          </ChartFrame>
        ))}
      </Box>
    </>
  );
}

/** The admin console's first tab: the association's figures for the board. */
export function DashboardPanel() {
  const config = useConfig();
  const intl = useIntl();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getDashboard(config).then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [config, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <DashboardSkeleton />;
  if (state.status === 'failed') {
    return (
      <TableError
        titleId="admin.dashboard.failed"
        message={errorText(intl, state.error, 'admin.dashboard.failedText')}
        onRetry={retry}
      />
    );
  }
  const { data } = state;
  if (isEmptyAssociation(data)) {
    return (
      <TableEmpty
        titleId="admin.dashboard.empty.title"
        message={<FormattedMessage id="admin.dashboard.empty.text" />}
      />
    );
  }
  const active = data.members_by_status.find((s) => s.key === 'active')?.count ?? 0;
  return (
    <>
      <Heading />
      <Typography sx={{ mb: 2 }} color="textSecondary">
        <FormattedMessage
          id="admin.dashboard.asOf"
          values={{
            time: intl.formatDate(data.generated_at, { dateStyle: 'medium', timeStyle: 'short' }),
          }}
        />
      </Typography>
      <Figures
        values={[
          active,
          data.renewals_due_60_days,
          data.certifications_expiring.within_30_days,
          data.certifications_expiring.within_60_days,
        ]}
      />
      <Box sx={grid}>
        {dashboardCharts(intl, data).map((spec) => (
          <ChartCard key={spec.id} spec={spec} />
        ))}
      </Box>
    </>
  );
}
