import { formatIsoDateLocal } from '@domain/dates';
import { useIntl } from 'react-intl';

import { beltLabel, divisionLabel } from '../../../components/form-fields/option-labels';
import { messageOr } from '../../../i18n/message-or';
import { fullName, type MembershipRecord } from '../../../lib/records/records';

export const DATE_STYLE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

/** The displayed text of each column of a membership row. */
export function useMembershipCells() {
  const intl = useIntl();
  return (membership: MembershipRecord) => ({
    memberId: membership.memberId || intl.formatMessage({ id: 'myAccount.memberships.pendingId' }),
    name: fullName(membership),
    dateOfBirth: formatIsoDateLocal(membership.dateOfBirth, intl.locale, DATE_STYLE),
    role: messageOr(intl, `myAccount.role.${membership.role}`, membership.role),
    beltRank: beltLabel(intl, membership.beltRank),
    division: membership.division
      ? divisionLabel(intl, membership.division)
      : intl.formatMessage({ id: 'myAccount.notAvailable' }),
    school: membership.currentSchool || intl.formatMessage({ id: 'myAccount.notAvailable' }),
    tier: messageOr(intl, `myAccount.tier.${membership.membershipTier || 'basic'}`, 'Basic'),
  });
}
