import type { InvitationCreatedWire } from '@domain/wire/club-invitation';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

import { invitationLink } from './copy-invite-link';

export interface InviteResultProps {
  invitation: InvitationCreatedWire;
  onCopy: (link: string) => void;
  onClose: () => void;
}

/** After a successful invitation: the code, the registration link and the club. */
export function InviteResult({ invitation, onCopy, onClose }: InviteResultProps) {
  const link = invitationLink(invitation.invite_code);
  return (
    <Alert
      severity="success"
      onClose={onClose}
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
      action={
        <Button color="inherit" size="small" onClick={() => onCopy(link)}>
          <FormattedMessage id="admin.invite.copy" />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage id="admin.invite.sent" />
      </AlertTitle>
      <Box
        component="dl"
        sx={{
          m: 0,
          '& dd': { ml: 0, mb: 0.5, wordBreak: 'break-all' },
          '& dt': { fontWeight: 700 },
        }}
      >
        <dt>
          <FormattedMessage id="admin.invite.club" />
        </dt>
        <dd>{invitation.club_name}</dd>
        <dt>
          <FormattedMessage id="admin.invite.code" />
        </dt>
        <dd>
          <code>{invitation.invite_code}</code>
        </dd>
        <dt>
          <FormattedMessage id="admin.invite.link" />
        </dt>
        <dd>{link}</dd>
      </Box>
    </Alert>
  );
}
