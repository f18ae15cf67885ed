import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { MembershipRecord } from '../../lib/records/records';
import { beltLabel, divisionLabel } from '../form-fields/option-labels';

import { MemberCell } from './member-cell';
import type { MemberColumn } from './member-columns';
import { fullName } from './member-text';
import { DetailsRow, DetailsToggleCell } from './row-details';
import { LabelChip, PaymentChip, StatusChip } from './status-chip';

export interface MemberRowProps {
  member: MembershipRecord;
  columns: readonly MemberColumn[];
  onEdit?: (member: MembershipRecord) => void;
  onDelete?: (member: MembershipRecord) => void;
  /** Replaces the status badge, for instance with an inline status selector. */
  renderStatus?: (member: MembershipRecord) => ReactNode;
  /** Columns shown in the row's details, behind a toggle, instead of their own column. */
  detailColumns?: readonly MemberColumn[];
  headerIds: Record<MemberColumn, string>;
}

export function MemberRow({
  member,
  columns,
  onEdit,
  onDelete,
  renderStatus,
  detailColumns = [],
  headerIds,
}: MemberRowProps) {
  const intl = useIntl();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const withDetails = detailColumns.length > 0;
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
        return member.beltRank.trim() ? beltLabel(intl, member.beltRank.trim()) : na;
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
        return textOrNa(member.currentSchool);
      case 'tier':
        return <LabelChip kind="tier" value={member.membershipTier} />;
      case 'status':
        return renderStatus ? renderStatus(member) : <StatusChip status={member.status} />;
      case 'payment':
        return <PaymentChip status={member.paymentStatus} />;
    }
  };
  return (
    <>
      <TableRow hover>
        {columns.map((column) => (
          <TableCell key={column}>{cell(column)}</TableCell>
        ))}
        {withDetails && (
          <DetailsToggleCell
            name={fullName(member) || member.id.slice(0, 8)}
            open={open}
            detailsId={detailsId}
            onToggle={() => setOpen(!open)}
          />
        )}
      </TableRow>
      {withDetails && open && (
        <DetailsRow
          id={detailsId}
          colSpan={columns.length + 1}
          // The member cell shows the email under the name when it has no column.
          items={detailColumns
            .filter((column) => column !== 'email' || !columns.includes('member'))
            .map((column) => ({
              key: column,
              label: <FormattedMessage id={headerIds[column]} />,
              value: cell(column),
            }))}
        />
      )}
    </>
  );
}
