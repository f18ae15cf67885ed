import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { getClubByInviteCode } from '../../../lib/clubs/club-invite-api';
import type { ClubRecord } from '../../../lib/clubs/club-record';

export type InviteLookup =
  | { status: 'validating' }
  | { status: 'missing' }
  | { status: 'invalid'; error: string }
  | { status: 'valid'; club: ClubRecord };

/** The server's message for an unknown, used or expired code; else the spec's fallback. */
function invalidMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}

/** Looks the invitation up as soon as the page knows its code. */
export function useInviteLookup(inviteCode: string | null, hydrated: boolean): InviteLookup {
  const config = useConfig();
  const intl = useIntl();
  const [lookup, setLookup] = useState<InviteLookup>({ status: 'validating' });
  useEffect(() => {
    if (!hydrated) return;
    if (!inviteCode) {
      setLookup({ status: 'missing' });
      return;
    }
    let current = true;
    setLookup({ status: 'validating' });
    getClubByInviteCode(config, inviteCode, intl.locale).then(
      (club) => {
        if (!current) return;
        if (club && club.status === 'invite_created') setLookup({ status: 'valid', club });
        else
          setLookup({
            status: 'invalid',
            error: intl.formatMessage({ id: 'clubRegistration.invalid.used' }),
          });
      },
      (error: unknown) => {
        if (current) {
          setLookup({
            status: 'invalid',
            error: invalidMessage(
              error,
              intl.formatMessage({ id: 'clubRegistration.invalid.validateFailed' }),
            ),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [config, hydrated, intl, inviteCode]);
  return lookup;
}
