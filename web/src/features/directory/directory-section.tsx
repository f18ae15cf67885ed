import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A directory section; its id is the anchor that /we-are-it#<id> scrolls to. */
export function DirectorySection({
  id,
  titleId,
  children,
}: {
  id: string;
  titleId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 3 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}
