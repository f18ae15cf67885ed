import { todayIso } from '@domain/dates';

import { firstError, membershipError } from '../../../components/set-up-account/wizard-error';
import type { WizardMessage } from '../../../components/set-up-account/wizard-message';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { createMembership } from '../api/create-membership';
import { athleteMembershipPayload } from '../membership/athlete-payload';
import type { AthleteValues } from '../membership/athlete-values';
import { membershipStanding } from '../membership/membership-status';
import { clearIncompleteRegistration } from '../storage/incomplete-registration';
import { saveRegistrationSummary } from '../storage/registration-summary';
import type { Registrant } from '../use-registrant';

export type SubmitOutcome = { ok: true } | { ok: false; failure: WizardMessage };

/**
 * POST /memberships; on success the summary the join page greets with is stored and the
 * incomplete email registration forgotten.
 */
export async function submitApplication(
  config: RuntimeConfig,
  request: { values: AthleteValues; registrant: Registrant; locale: string },
): Promise<SubmitOutcome> {
  const { account, memberships } = request.registrant;
  try {
    if (!account) return { ok: false, failure: firstError() };
    const payload = athleteMembershipPayload(
      request.values,
      account,
      {
        selfMembershipExists: membershipStanding(memberships, new Date()).selfMembershipExists,
        accountPhone: account.phone,
      },
      todayIso(),
    );
    await createMembership(config, { payload, locale: request.locale });
    saveRegistrationSummary({
      personalInfo: {
        firstName: payload.personal_info.first_name,
        lastName: payload.personal_info.last_name,
        email: payload.email ?? account.email,
      },
      taekwondoInfo: {
        role: payload.taekwondo_background.role,
        beltRank: payload.taekwondo_background.belt_rank,
      },
    });
    clearIncompleteRegistration();
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: firstError(membershipError(error)) };
  }
}
