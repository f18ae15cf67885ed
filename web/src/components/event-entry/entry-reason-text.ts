import type { IneligibleReason } from '@domain/events/entry-eligibility';
import type { IntlShape } from 'react-intl';

/** Why a membership may not enter, in the reader's language ("Division Cadet only"). */
export function entryReasonText(intl: IntlShape, reason: IneligibleReason): string {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  switch (reason.code) {
    case 'registration_closed':
    case 'membership_expired':
    case 'membership_not_active':
      return t(`entry.reason.${reason.code}`);
    case 'role_only':
      return t('entry.reason.role_only', {
        roles: intl.formatList(
          reason.roles.map((role) => t(`entry.role.${role}`)),
          { type: 'disjunction' },
        ),
      });
    case 'division_only':
      return t('entry.reason.division_only', {
        divisions: intl.formatList(
          reason.divisions.map((division) => t(`entry.division.${division}`)),
          { type: 'disjunction' },
        ),
      });
    case 'certification_required':
      return t('entry.reason.certification_required', {
        kinds: intl.formatList(reason.kinds.map((kind) => t(`certification.kind.${kind}`))),
      });
    case 'belt_minimum': {
      const dan = /^(\d)(?:st|nd|rd|th)_dan_black_belt$/.exec(reason.belt);
      return dan
        ? t('entry.reason.belt_minimum_dan', { dan: Number(dan[1]) })
        : t('entry.reason.belt_minimum', { belt: t(`entry.belt.${reason.belt}`) });
    }
  }
}
