import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

export interface StepHeadingProps {
  titleId: string;
  /** False on the first step shown, so loading the page does not move focus. */
  focusOnMount: boolean;
}

/** The heading of a wizard step; it takes focus when the step changes, for screen readers. */
export function StepHeading({ titleId, focusOnMount }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography
      ref={ref}
      component="h2"
      variant="h4"
      tabIndex={-1}
      sx={{ mb: 2, '&:focus': { outline: 'none' } }}
    >
      <FormattedMessage id={titleId} />
    </Typography>
  );
}
