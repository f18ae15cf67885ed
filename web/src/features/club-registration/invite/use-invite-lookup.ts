import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { getClubByInviteCode } from '../../../lib/clubs/club-invite-api';
import type { ClubRecord } from '../../../lib/clubs/club-record';
import { useSession } from '../../../lib/session/session-provider';

export type InviteLookup =
  | { status: 'validating' }
  | { status: 'missing' }
  /** Only the security check may look the code up (a visitor who is not signed in). */
  | { status: 'unchecked' }
  | { status: 'invalid'; error: string }
  | { status: 'valid'; club: ClubRecord };

/**
 * Looks the invitation up as soon as the page knows its code and who is reading: a
 * signed-in reader sees the invited club at once; a visitor validates through the check.
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
    if (!signedIn) {
      setLookup({ status: 'unchecked' });
      return;
    }
    let current = true;
    setLookup({ status: 'validating' });
    getClubByInviteCode(config, inviteCode, intl.locale).then(
      (club) => current && setLookup({ status: 'valid', club }),
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiRequestError ? error.status : 0;
        if (status === 401 || status === 403) setLookup({ status: 'unchecked' });
        else {
          const id =
            status === 404 || status === 410
              ? 'clubRegistration.invalid.notFound'
              : 'clubRegistration.invalid.validateFailed';
          setLookup({ status: 'invalid', error: intl.formatMessage({ id }) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [config, confirmed, hydrated, intl, inviteCode, signedIn]);
  return lookup;
}
