import { MembershipEditDialog } from '../../../components/membership-edit/membership-edit-dialog';
import { useConfig } from '../../../config/config-context';
import { adminUpdateMembership } from '../../../lib/admin/memberships-api';
import type { MembershipRecord } from '../../../lib/records/records';
import { HistoryPanel } from '../shared/history-panel';

export interface EditMembershipDialogProps {
  membership: MembershipRecord;
  onClose: () => void;
  onSaved: () => void;
}

/** The membership edit dialog on the admin path, with the record's history under the form. */
export function EditMembershipDialog({ membership, onClose, onSaved }: EditMembershipDialogProps) {
  const config = useConfig();
  return (
    <MembershipEditDialog
      membership={membership}
      mode="admin"
      onClose={onClose}
      onSave={async (record, payload) => {
        await adminUpdateMembership(config, record.id, payload);
        onSaved();
      }}
    >
      <HistoryPanel recordId={membership.id} />
    </MembershipEditDialog>
  );
}
