import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ContentSectionProps {
  titleId: string;
  leadId?: string;
  /** `tinted` sets the section apart from its neighbours with a light grey background. */
  tone?: 'plain' | 'tinted';
  /** Anchor for links such as `/mission#values`. */
  id?: string;
  children?: ReactNode;
}

/** A page section labelled by its h2 heading, with an optional lead paragraph. */
export function ContentSection({
  titleId,
  leadId,
  tone = 'plain',
  id,
  children,
}: ContentSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tone === 'tinted' ? 'grey.100' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id={titleId} />
        </Typography>
        {leadId && (
          <Typography color="textSecondary" sx={{ mb: 4 }}>
            <FormattedMessage id={leadId} />
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
