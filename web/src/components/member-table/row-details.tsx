import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton, TableCell, TableRow, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { VisuallyHidden } from '../events/visually-hidden';

/**
 * Admin tables fit a 1280 px screen: the columns that matter are always shown, the rest
 * get columns of their own only from the xl breakpoint (1536 px) and sit in each row's
 * details, behind a toggle, below it.
 */
export function useDetailColumnsHidden(): boolean {
  // Rows render only once their data has loaded, never in prerendered HTML: no SSR pass.
  return !useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
}

/** Splits a table's columns into those shown as columns and those in the row's details. */
export function splitColumns<C>(
  columns: readonly C[],
  isDetail: (column: C) => boolean,
  hidden: boolean,
): { shown: readonly C[]; details: readonly C[] } {
  if (!hidden) return { shown: columns, details: [] };
  return {
    shown: columns.filter((column) => !isDetail(column)),
    details: columns.filter(isDetail),
  };
}

export function DetailsToggleHeader() {
  return (
    <TableCell sx={{ width: 48, px: 0.5 }}>
      <VisuallyHidden>
        <FormattedMessage id="memberTable.details" />
      </VisuallyHidden>
    </TableCell>
  );
}

export function DetailsToggleCell({
  name,
  open,
  detailsId,
  onToggle,
}: {
  name: string;
  open: boolean;
  detailsId: string;
  onToggle: () => void;
}) {
  const intl = useIntl();
  return (
    <TableCell sx={{ width: 48, px: 0.5 }}>
      <IconButton
        size="small"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        aria-label={intl.formatMessage(
          { id: open ? 'memberTable.hideDetails' : 'memberTable.showDetails' },
          { name },
        )}
        onClick={onToggle}
      >
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </IconButton>
    </TableCell>
  );
}

export interface DetailItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** The row's details: each hidden column's header and value, under the row. */
export function DetailsRow({
  id,
  colSpan,
  items,
}: {
  id: string;
  colSpan: number;
  items: readonly DetailItem[];
}) {
  return (
    <TableRow id={id}>
      <TableCell colSpan={colSpan} sx={{ bgcolor: 'action.hover' }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {items.map((item) => (
            <Box key={item.key} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {item.label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {item.value}
              </Box>
            </Box>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}
