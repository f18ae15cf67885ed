import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { shownRange } from './api/members-page';

export function MembersPaginationFooter({
  pageNumber,
  pageSize,
  shownCount,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  pageNumber: number;
  pageSize: number;
  /** Members on this page, or null while it loads. */
  shownCount: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const intl = useIntl();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'directory.pagination.label' })}
      sx={{
        mt: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Button
        variant="outlined"
        startIcon={<ChevronLeftIcon aria-hidden />}
        disabled={!hasPrevious}
        onClick={onPrevious}
        aria-label={intl.formatMessage({ id: 'directory.pagination.previous' })}
      >
        <FormattedMessage id="directory.pagination.previousShort" />
      </Button>
      <Typography aria-live="polite" sx={{ textAlign: 'center', flex: '1 1 auto' }}>
        <FormattedMessage id="directory.pagination.page" values={{ page: pageNumber }} />
        {shownCount !== null && shownCount > 0 && (
          <>
            {' · '}
            <FormattedMessage
              id="directory.pagination.showing"
              values={shownRange(pageNumber, pageSize, shownCount)}
            />
          </>
        )}
      </Typography>
      <Button
        variant="outlined"
        endIcon={<ChevronRightIcon aria-hidden />}
        disabled={!hasNext}
        onClick={onNext}
        aria-label={intl.formatMessage({ id: 'directory.pagination.next' })}
      >
        <FormattedMessage id="directory.pagination.nextShort" />
      </Button>
    </Box>
  );
}
