import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import type { CoreValue } from './core-values';

/**
 * A value with a one-line summary; pointing at it or focusing it reveals the longer text.
 * The longer text is the card's description, so screen readers hear it on focus too.
 */
export function CoreValueCard({ value }: { value: CoreValue }) {
  const titleId = useId();
  const detailsId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const revealed = hovered || focused;
  const { Icon } = value;

  return (
    <Card
      component="article"
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      sx={{
        height: '100%',
        borderTop: 4,
        borderTopColor: 'secondary.main',
        bgcolor: revealed ? 'primary.main' : 'background.paper',
        color: revealed ? 'primary.contrastText' : 'text.primary',
        '@media (prefers-reduced-motion: no-preference)': {
          transition: 'background-color 200ms, color 200ms',
        },
      }}
    >
      <CardContent>
        <Icon
          aria-hidden
          sx={{ fontSize: 40, color: revealed ? 'inherit' : 'primary.main', mb: 1 }}
        />
        <Typography id={titleId} component="h3" variant="h4" gutterBottom>
          <FormattedMessage id={`home.values.${value.id}.title`} />
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage id={`home.values.${value.id}.summary`} />
        </Typography>
        <Box id={detailsId} component="p" hidden={!revealed} sx={{ mt: 1.5, mb: 0 }}>
          <FormattedMessage id={`home.values.${value.id}.details`} />
        </Box>
      </CardContent>
    </Card>
  );
}
