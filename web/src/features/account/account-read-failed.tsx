import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Something of the account could not be read (by default the account itself): say so, with
 * Try Again, rather than offer the setup form or an empty list.
 */
export function AccountReadFailed({
  messageId = 'myAccount.account.loadFailed',
}: {
  messageId?: string;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        // A failed listener does not start again by itself: start afresh.
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          <FormattedMessage id="myAccount.tryAgain" />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage id="myAccount.somethingWrong" />
      </AlertTitle>
      <FormattedMessage id={messageId} />
    </Alert>
  );
}

/** A read that throws while rendering: catch it for My Account's content. */
export class AccountReadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <AccountReadFailed /> : this.props.children;
  }
}
