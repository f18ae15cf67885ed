import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import type { MembershipRecord } from '../../lib/records/records';

import { displayMemberId, fullName, initials } from './member-text';

export interface MemberCellProps {
  member: MembershipRecord;
  showEmail?: boolean;
  onEdit?: (member: MembershipRecord) => void;
  onDelete?: (member: MembershipRecord) => void;
}

/** Initials, full name, optional email, the member ID and the row's edit and delete buttons. */
export function MemberCell({ member, showEmail = false, onEdit, onDelete }: MemberCellProps) {
  const intl = useIntl();
  const name = fullName(member) || intl.formatMessage({ id: 'memberTable.notAvailable' });
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
      <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
        {initials(member)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {showEmail && member.email && (
          <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
            {member.email}
          </Typography>
        )}
        <Typography variant="caption" color="textSecondary">
          {intl.formatMessage({ id: 'memberTable.memberId' }, { id: displayMemberId(member) })}
        </Typography>
      </Box>
      {onEdit && (
        <IconButton
          size="small"
          onClick={() => onEdit(member)}
          aria-label={intl.formatMessage({ id: 'memberTable.edit' }, { name })}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          size="small"
          color="error"
          onClick={() => onDelete(member)}
          aria-label={intl.formatMessage({ id: 'memberTable.delete' }, { name })}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
