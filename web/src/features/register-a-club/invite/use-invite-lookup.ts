import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-provider';
import { getClubByInviteCode, validateInvite } from '../api/club-invite-api';

import { refusalText, validationFailureText } from './invite-failure-text';

export interface InvitedClub {
  name: string | null;
  /** Known to a signed-in reader only, to prefill the club's email. */
  email: string | null;
}

export type InviteLookup =
  | { status: 'validating' }
  | { status: 'missing' }
  | { status: 'invalid'; error: string }
  | { status: 'valid'; club: InvitedClub };

/**
 * Validates the invitation as soon as the page knows its code and who is reading: a signed-in reader reads the invited club itself; a visitor asks the rate-limited
 * validation, which needs no security check. The check comes after, before the wizard.
 */
export function useInviteLookup(inviteCode: string | null, hydrated: boolean): InviteLookup {
  const config = useConfig();
  const intl = useIntl();
  const { user, confirmed } = useSession();
  const signedIn = Boolean(user);
  const [lookup, setLookup] = useState<InviteLookup>({ status: 'validating' });
  useEffect(() => {
    if (!hydrated) return;
    if (!inviteCode) {
      setLookup({ status: 'missing' });
      return;
    }
    if (!confirmed) return;
    let current = true;
    const settle = (next: InviteLookup) => current && setLookup(next);
    const validate = () =>
      validateInvite(config, inviteCode, null, intl.locale).then(
        (result) =>
          settle(
            result.valid
              ? { status: 'valid', club: { name: result.club_name ?? null, email: null } }
              : { status: 'invalid', error: refusalText(intl, result) },
          ),
        (error: unknown) =>
          settle({ status: 'invalid', error: validationFailureText(intl, error) }),
      );
    setLookup({ status: 'validating' });
    if (!signedIn) {
      void validate();
    } else {
      getClubByInviteCode(config, inviteCode, intl.locale).then(
        (club) =>
          settle({
            status: 'valid',
            club: {
              name: club.clubName || null,
              email: club.clubEmail || null,
            },
          }),
        (error: unknown) => {
          const status = error instanceof ApiRequestError ? error.status : 0;
          // A session the server does not accept: ask as a visitor would.
          if (status === 401 || status === 403) return void validate();
          const id =
            status === 404 || status === 410
              ? 'clubRegistration.invalid.notFound'
              : 'clubRegistration.invalid.validateFailed';
          settle({ status: 'invalid', error: intl.formatMessage({ id }) });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [config, confirmed, hydrated, intl, inviteCode, signedIn]);
  return lookup;
}
