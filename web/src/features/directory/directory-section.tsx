import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { useFirstScreenRest } from './first-screen-space';

/**
 * A directory section; its id is the anchor that /we-are-it#<id> scrolls to. The first one
 * (`holdsFirstScreen`) reaches at least to the bottom of the first screen.
 */
export function DirectorySection({
  id,
  titleId,
  holdsFirstScreen = false,
  children,
}: {
  id: string;
  titleId: string;
  holdsFirstScreen?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const { ref, rest } = useFirstScreenRest<HTMLElement>(holdsFirstScreen);
  return (
    <Box ref={ref} component="section" id={id} aria-labelledby={headingId} sx={{ minHeight: rest }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 3 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}
