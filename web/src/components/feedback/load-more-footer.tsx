import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

/** Under a list read a page at a time: why the last page failed, and the button for the next. */
export function LoadMoreFooter({
  more,
  hasNext,
  onLoadMore,
  failedId,
  loadMoreId,
}: {
  more: 'idle' | 'loading' | 'failed';
  hasNext: boolean;
  onLoadMore: () => void;
  failedId: string;
  loadMoreId: string;
}) {
  return (
    <>
      {more === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <FormattedMessage id={failedId} />
        </Alert>
      )}
      {hasNext && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={onLoadMore} loading={more === 'loading'}>
            <FormattedMessage id={loadMoreId} />
          </Button>
        </Box>
      )}
    </>
  );
}
