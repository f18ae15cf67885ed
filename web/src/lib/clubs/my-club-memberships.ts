import type { ClubListWire, ClubWire } from '@domain/wire/club';

import type { RuntimeConfig } from '../../config/runtime-config';
import { signedInRequest } from '../api/signed-in-request';
import { clubFromWire, type ClubRecord } from '../records/records';

/** The signed-in person's club memberships (empty when there are none). */
export async function getMyClubMemberships(config: RuntimeConfig): Promise<ClubRecord[]> {
  const body = await signedInRequest<ClubWire[] | ClubListWire>(config, '/club-memberships/me/all');
  return (Array.isArray(body) ? body : (body?.club_memberships ?? [])).map(clubFromWire);
}
