import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { CHART_HEIGHT, chartCsv, formatValue, type ChartSpec } from './dashboard-charts';

// The charts library loads with the first chart, on the dashboard tab only.
const BarChartView = lazy(() =>
  import('./bar-chart-view').then((module) => ({ default: module.BarChartView })),
);

/** Read by screen readers, not shown (MUI's visuallyHidden). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Saves a chart's CSV; the saving code loads on the first download. */
async function downloadChartCsv(spec: ChartSpec) {
  const { saveCsv } = await import('../api/export-csv');
  saveCsv(chartCsv(spec), `dashboard-${spec.id}`);
}

/** A card's frame: its height is the same loading and loaded, so nothing moves. */
export function ChartFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The chart's place while the charts library (or the figures) load. */
export const ChartSkeleton = () => (
  <Skeleton variant="rectangular" height={CHART_HEIGHT} sx={{ borderRadius: 1 }} />
);

/**
 * One chart with its table alternative (always read by screen readers; shown on demand)
 * and its figures as a CSV download.
 */
export function ChartCard({ spec }: { spec: ChartSpec }) {
  const intl = useIntl();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const title = intl.formatMessage({ id: spec.titleId });
  return (
    <ChartFrame title={title}>
      <Box aria-hidden sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
        <Suspense fallback={<ChartSkeleton />}>
          <BarChartView spec={spec} />
        </Suspense>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          <FormattedMessage
            id={showTable ? 'admin.dashboard.hideTable' : 'admin.dashboard.showTable'}
          />
        </Button>
        <Button
          size="small"
          aria-label={intl.formatMessage({ id: 'admin.dashboard.downloadCsvOf' }, { title })}
          onClick={() => void downloadChartCsv(spec)}
        >
          <FormattedMessage id="admin.dashboard.downloadCsv" />
        </Button>
      </Box>
      <Box id={tableId} sx={showTable ? { overflowX: 'auto', mt: 1 } : visuallyHidden}>
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            {title}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {spec.labelHeader}
              </TableCell>
              {spec.series.map((series) => (
                <TableCell key={series.label} component="th" scope="col" align="right">
                  {series.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {spec.rows.map((row, index) => (
              <TableRow key={`${row.label}-${index}`}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {row.values.map((value, column) => (
                  <TableCell key={column} align="right">
                    {formatValue(intl, spec.format, value)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </ChartFrame>
  );
}
