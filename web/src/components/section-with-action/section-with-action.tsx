import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface SectionWithActionProps {
  /** The h2's id, which labels the section. */
  headingId: string;
  titleId: string;
  /** The section's main action: across from the heading, or under it on a phone. */
  action: ReactNode;
  children: ReactNode;
}

/** A section labelled by its h2 heading, with the section's main action beside the heading. */
export function SectionWithAction({
  headingId,
  titleId,
  action,
  children,
}: SectionWithActionProps) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 2 }}
      >
        <Typography id={headingId} component="h2" variant="h3">
          <FormattedMessage id={titleId} />
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
