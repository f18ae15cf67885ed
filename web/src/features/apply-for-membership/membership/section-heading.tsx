import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export function SectionHeading({ id }: { id: string }) {
  return (
    <Typography component="h3" variant="h6" sx={{ mt: 4, mb: 2 }}>
      <FormattedMessage id={id} />
    </Typography>
  );
}
