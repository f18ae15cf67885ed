import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

export interface TableErrorProps {
  titleId: string;
  message: string;
  onRetry?: () => void;
}

export function TableErrorAlert({ titleId, message, onRetry }: TableErrorProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="memberTable.tryAgain" />
          </Button>
        )
      }
    >
      <AlertTitle>
        <FormattedMessage id={titleId} />
      </AlertTitle>
      {message}
    </Alert>
  );
}
