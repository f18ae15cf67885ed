import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The view's h1. It takes focus when the view's state changes (loading to result), so a
 * screen-reader user hears the outcome without hunting for it.
 */
export function ActionHeading({ id }: { id: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [id]);
  return (
    <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ outline: 'none' }}>
      <FormattedMessage id={id} />
    </Typography>
  );
}
