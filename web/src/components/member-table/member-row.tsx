import { Chip, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import type { MemberRecord } from '../../lib/clubs/member-record';
import { beltLabel, divisionLabel } from '../form-fields/option-labels';

import { MemberCell } from './member-cell';
import type { MemberColumn } from './member-columns';
import { LabelChip, PaymentChip, StatusChip } from './status-chip';

export interface MemberRowProps {
  member: MemberRecord;
  columns: readonly MemberColumn[];
  onEdit?: (member: MemberRecord) => void;
  onDelete?: (member: MemberRecord) => void;
  /** Replaces the status badge, for instance with an inline status selector. */
  renderStatus?: (member: MemberRecord) => ReactNode;
}

export function MemberRow({ member, columns, onEdit, onDelete, renderStatus }: MemberRowProps) {
  const intl = useIntl();
  const na = intl.formatMessage({ id: 'memberTable.notAvailable' });
  const textOrNa = (value: string | null | undefined) => value?.trim() || na;
  const cell = (column: MemberColumn): ReactNode => {
    switch (column) {
      case 'member':
        return (
          <MemberCell
            member={member}
            showEmail={!columns.includes('email')}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        );
      case 'email':
        return textOrNa(member.email);
      case 'role':
        return <LabelChip kind="role" value={member.role} />;
      case 'beltRank':
        return member.belt_rank?.trim() ? beltLabel(intl, member.belt_rank.trim()) : na;
      case 'division':
        return member.division?.trim() ? (
          <Chip
            size="small"
            color="secondary"
            variant="outlined"
            label={divisionLabel(intl, member.division.trim())}
          />
        ) : (
          na
        );
      case 'school':
        return textOrNa(member.current_school);
      case 'tier':
        return <LabelChip kind="tier" value={member.membership_tier} />;
      case 'status':
        return renderStatus ? renderStatus(member) : <StatusChip status={member.status} />;
      case 'payment':
        return <PaymentChip status={member.payment_status} />;
    }
  };
  return (
    <TableRow hover>
      {columns.map((column) => (
        <TableCell key={column}>{cell(column)}</TableCell>
      ))}
    </TableRow>
  );
}
