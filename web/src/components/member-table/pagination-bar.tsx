import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

export interface PaginationBarProps {
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** 'Showing X to Y of Z results', previous, next and 'Page N of M', only with several pages. */
export function PaginationBar({ page, pageSize, total, onPageChange }: PaginationBarProps) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage({ id: 'memberTable.pagination' })}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}
    >
      <Typography variant="body2">
        <FormattedMessage id="memberTable.showing" values={{ from, to, total }} />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" onClick={() => onPageChange(page - 1)} disabled={page === 0}>
          <FormattedMessage id="memberTable.previous" />
        </Button>
        <Typography variant="body2" aria-live="polite">
          <FormattedMessage id="memberTable.pageOf" values={{ page: page + 1, pages }} />
        </Typography>
        <Button size="small" onClick={() => onPageChange(page + 1)} disabled={page + 1 >= pages}>
          <FormattedMessage id="memberTable.next" />
        </Button>
      </Stack>
    </Stack>
  );
}
