import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { DescriptionList } from '../description-list/description-list';
import { VisuallyHidden } from '../events/visually-hidden';

/**
 * Admin tables fit a 1280 px screen without scrolling sideways: the columns that matter
 * are shown, the rest sit in each row's details, behind a toggle. The console is at most
 * 1536 px wide (Container xl), too narrow for every column of a membership at any width.
 */
export function splitColumns<C>(
  columns: readonly C[],
  isDetail: (column: C) => boolean,
): { shown: readonly C[]; details: readonly C[] } {
  return {
    shown: columns.filter((column) => !isDetail(column)),
    details: columns.filter(isDetail),
  };
}

export function DetailsToggleHeader() {
  return (
    // Relative, so the hidden header stays inside the table's scroll box on a phone instead
    // of widening the page.
    <TableCell sx={{ width: 48, px: 0.5, position: 'relative' }}>
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
        <DescriptionList stackOnPhones termWidth="max-content" columnGap={3} rowGap={1}>
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
        </DescriptionList>
      </TableCell>
    </TableRow>
  );
}
